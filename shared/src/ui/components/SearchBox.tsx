import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { CloseIcon, SearchIcon } from './icons';
import './form-controls.css';

export interface SearchBoxProps {
  /** Accessible name of the search field (the placeholder is not a label). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

/** A search field that filters as the visitor types, with a clear button. */
export function SearchBox({ label, value, onChange, placeholder }: SearchBoxProps) {
  const { t } = useTranslation();
  const id = `search-${useId()}`;
  return (
    <div className="ck-search" role="search">
      <label htmlFor={id} className="ck-visually-hidden">
        {label}
      </label>
      <SearchIcon className="ck-search__icon" />
      <input
        id={id}
        type="search"
        className="ck-search__input"
        value={value}
        placeholder={placeholder ?? label}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
      {value !== '' && (
        <button
          type="button"
          className="ck-search__clear"
          onClick={() => onChange('')}
          aria-label={t('common.clearSearch')}
        >
          <CloseIcon size={18} />
        </button>
      )}
    </div>
  );
}
