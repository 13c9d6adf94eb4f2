// The advice-mode rules the browser and the booking API share (spec section 2, step 3): how a mode is named on
// the wire, and which modes an advisor offers at an hour. Pure: no React, MobX or DOM.
import type { AdviceMode, Consultant, Hour, WireAdviceMode } from './types';

/** What an advisor offers, in the consultant's words (the API maps its catalogue rows to these). */
export type AdvisorAdviceModes = Pick<
  Consultant,
  'hasAdviceModePersonal' | 'hasAdviceModeOnline' | 'hasAdviceModePhone'
>;

/** The wire value of an advice mode: online is sent as video, and no choice as phone (the spec's default). */
export function toWireAdviceMode(mode: AdviceMode | ''): WireAdviceMode {
  if (mode === 'online') return 'video';
  return mode === '' ? 'phone' : mode;
}

/** The advice mode of a wire value (video is online), for texts and calls keyed by the checkout's names. */
export function fromWireAdviceMode(wire: WireAdviceMode): AdviceMode {
  return wire === 'video' ? 'online' : wire;
}

/** The advisor offers the advice mode at the hour: never personal advice from a home office. */
export function offersAdviceMode(
  advisor: AdvisorAdviceModes,
  mode: AdviceMode,
  hour: Pick<Hour, 'homeOffice'>,
): boolean {
  switch (mode) {
    case 'personal':
      return advisor.hasAdviceModePersonal && !hour.homeOffice;
    case 'online':
      return advisor.hasAdviceModeOnline;
    case 'phone':
      return advisor.hasAdviceModePhone;
  }
}
