// @checkout/shared/widgets: the UI kit's parts that only later steps draw (text fields, date and hour pills,
// option cards, the hotline, advisor portraits and contact links). An entry point of its own, shared by range
// like the kernel, but loaded with the first remote screen that imports it: the shell and step 1 do not, so a
// cold step 1 carries none of it (issue 18, goal 3).
export { RadioCard, ChoiceGroup, type RadioCardProps, type RadioGroupProps } from './components/RadioCard';
export { TextField, type TextFieldProps } from './components/TextField';
export { Pill, ToggleButton, type PillProps } from './components/Pill';
export { HotlineText, telHref, type HotlineTextProps } from './components/HotlineText';
export { AdvisorContactLinks } from './components/AdvisorContactLinks';
export { AdvisorPortrait, advisorImageAt, type AdvisorPortraitProps } from './components/AdvisorPortrait';
