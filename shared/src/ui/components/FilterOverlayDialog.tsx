import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/react';
import type { FilterSelection } from '../../federation/booking-parts';
import { Button } from './Button';
import { Checkbox } from './Checkbox';
import { Loader } from './Loader';
import { OverlayDialog } from './OverlayDialog';
import { SearchBox } from './SearchBox';
import { summarizeLabels } from './label-list';
import './filter-overlay.css';

export interface FilterOverlayProps {
  filter: FilterSelection;
  open: boolean;
  onClose: () => void;
  title: string;
  searchLabel: string;
}

/**
 * The agency and destination overlays (spec sections 2 and 4): a search box, a grouped list of checkable
 * items, and a footer with the selection, reset and save (both disabled while nothing is checked).
 */
export const FilterOverlayDialog = observer(function FilterOverlayDialog({
  filter,
  open,
  onClose,
  title,
  searchLabel,
}: FilterOverlayProps) {
  const { t } = useTranslation();
  const { shown, more } = summarizeLabels(filter.checkedLabels.filter((l) => l !== ''));
  const groups = filter.visibleGroups;
  return (
    <OverlayDialog
      open={open}
      onClose={onClose}
      title={title}
      size="large"
      footer={
        <>
          <p className="ck-filter__selection" aria-live="polite">
            {shown.join(' • ')}
            {more > 0 && ` ${t('chrome.moreLabels', { count: more })}`}
          </p>
          <Button variant="secondary" disabled={!filter.hasChecked} onClick={filter.reset}>
            {t('common.reset')}
          </Button>
          <Button disabled={!filter.hasChecked} onClick={onClose}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <SearchBox label={searchLabel} value={filter.searchInput} onChange={filter.setSearchInput} />
      {filter.loading && groups.length === 0 && <Loader />}
      {!filter.loading && groups.length === 0 && <p className="ck-filter__empty">{t('common.noResults')}</p>}
      {groups.map((group) => (
        <fieldset key={group.titleGroup} className="ck-filter__group">
          <legend className="ck-filter__group-title">{group.titleGroup}</legend>
          <div className="ck-filter__items">
            {group.filters.map((item) => (
              <Checkbox
                key={item.id}
                label={item.label}
                checked={item.isChecked}
                onChange={() => filter.toggle(item)}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </OverlayDialog>
  );
});
