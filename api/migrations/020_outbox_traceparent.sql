-- Issue 36: the W3C traceparent of the request that wrote a message, so that the worker's send continues the
-- booking's trace (from the click on step 6 to the e-mail sent). Null when tracing is off. Numbered 020: another
-- branch adds 012 to 016.
alter table outbox add column traceparent text;
