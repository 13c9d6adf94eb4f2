import { act, render, screen } from '@testing-library/react';
import { createI18n, mergeTexts } from './i18n';
import { I18nProvider, useTranslation } from './react';
import { TEXTS } from './texts';

function Back() {
  const { t } = useTranslation();
  return <p>{t('chrome.back')}</p>;
}

describe('useTranslation', () => {
  it('renders the texts of the language and follows a change of language and new texts', async () => {
    const i18n = createI18n('de-CH', TEXTS);
    render(
      <I18nProvider i18n={i18n}>
        <Back />
      </I18nProvider>,
    );
    expect(screen.getByText('Zurück')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('fr-CH'));
    expect(screen.getByText('Retour')).toBeInTheDocument();
    act(() => mergeTexts(i18n, 'fr-CH', { 'chrome.back': 'Retour arrière' }));
    expect(screen.getByText('Retour arrière')).toBeInTheDocument();
  });

  it('says what is missing without a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Back />)).toThrow('useTranslation needs an I18nProvider above it');
  });
});
