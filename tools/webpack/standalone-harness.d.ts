// The module standalone-bootstrap.js loads: create-config.cjs aliases it to the remote's src/standalone.tsx.
declare module 'checkout-standalone-harness';
