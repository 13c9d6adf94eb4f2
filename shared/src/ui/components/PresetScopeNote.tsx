import { useTranslation } from '../../i18n/react';
import type { PresetScope } from '../../store/start-params';
import { Button } from './Button';
import { Notice } from './Notice';

export interface PresetScopeNoteProps {
  /** The search a preset from the address limits (the store's presetScope); nothing is shown for null. */
  scope: Pick<PresetScope, 'kind' | 'name'> | null;
  /** Widens the search beyond the preset; without it the note only says what limits the search. */
  onWiden?: () => void;
}

/**
 * The short note of steps 1 to 3 (spec section 6): the address's branch or advisor limits the search, with a
 * way to widen it. The branch or advisor is named once known.
 */
export function PresetScopeNote({ scope, onWiden }: PresetScopeNoteProps) {
  const { t } = useTranslation();
  if (!scope) return null;
  const text = scope.name
    ? t(`presetScope.${scope.kind}`, { name: scope.name })
    : t(`presetScope.${scope.kind}.unnamed`);
  return (
    <Notice tone="info">
      <p>{text}</p>
      {onWiden && (
        <Button variant="link" onClick={onWiden}>
          {t(`presetScope.widen.${scope.kind}`)}
        </Button>
      )}
    </Notice>
  );
}
