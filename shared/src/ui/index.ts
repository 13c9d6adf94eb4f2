// The checkout's UI kit: design tokens and accessible components shared by the shell and the remotes.
// The design tokens and base styles: this module is marked as having side effects in package.json, so
// webpack keeps this import even when a consumer's named imports are resolved past it.
import './tokens/tokens.css';

export { Button, type ButtonProps, type ButtonVariant } from './components/Button';
export { StepHeading, type StepHeadingProps } from './components/StepHeading';
export { Overlay, Dialog, FilterOverlay, preloadOverlays } from './components/overlays';
export { loadOnOpen } from './components/load-on-open';
export type { OverlayProps } from './components/OverlayDialog';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export { SearchBox, type SearchBoxProps } from './components/SearchBox';
export { Loader, Spinner, type LoaderProps } from './components/Loader';
export { Notice, type NoticeProps, type NoticeTone } from './components/Notice';
export { Card, type CardProps } from './components/Card';
export {
  AlertIcon,
  BookmarkIcon,
  CalendarIcon,
  CheckIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  InfoIcon,
  PersonalIcon,
  PhoneIcon,
  SearchIcon,
  VideoIcon,
  type IconProps,
} from './components/icons';
export {
  ErrorScreen,
  OfflineScreen,
  SessionExpiredScreen,
  NotFoundScreen,
  type ErrorScreenProps,
} from './screens/screens';
export type { FilterOverlayProps } from './components/FilterOverlayDialog';
export { summarizeLabels, MAX_LISTED_LABELS } from './components/label-list';
export { ChoiceButton, type ChoiceButtonProps } from './components/ChoiceButton';
export { Illustration } from './components/Illustration';
export { SidePanel, type SidePanelProps } from './components/SidePanel';
export { PresetScopeNote, type PresetScopeNoteProps } from './components/PresetScopeNote';
export { SafeMarkup, sanitizeMarkup, type SafeNode } from './components/SafeMarkup';
export { imageAtWidth, responsiveSrcSet, RESPONSIVE_IMAGE_WIDTHS } from './components/image-url';
