import { screen } from '@testing-library/react';
import { createTestStore, renderWithProviders, testConsultant } from '@checkout/dev-kit/testing';
import { AdvisorContactLinks } from './AdvisorContactLinks';

const advisor = testConsultant('a1', {
  locationCta: {
    text: 'Zürich Bahnhofstrasse, Bahnhofstrasse 10, 8001 Zürich',
    url: 'https://travel.example/zh',
  },
  mailCta: { text: 'anna.meier@travel.example', url: 'mailto:anna.meier@travel.example' },
  phoneCta: { text: '+41 44 000 00 01', url: 'tel:+41440000001' },
});

describe('AdvisorContactLinks', () => {
  it.each([
    ['de-CH', 'Zürich Bahnhofstrasse, Bahnhofstrasse 10, 8001 Zürich (öffnet in einem neuen Tab)'],
    ['fr-CH', 'Zürich Bahnhofstrasse, Bahnhofstrasse 10, 8001 Zürich (s’ouvre dans un nouvel onglet)'],
  ] as const)(
    '%s: the branch in a new tab (said so), mail and phone, in the kit’s brand-coloured list',
    (culture, name) => {
      renderWithProviders(<AdvisorContactLinks advisor={advisor} />, { ...createTestStore(), culture });
      expect(screen.getByRole('list')).toHaveClass('ck-contact-links');
      expect(screen.getByRole('link', { name })).toHaveAttribute('target', '_blank');
      expect(screen.getByRole('link', { name: 'anna.meier@travel.example' })).toHaveAttribute(
        'href',
        'mailto:anna.meier@travel.example',
      );
      expect(screen.getByRole('link', { name: '+41 44 000 00 01' })).toHaveAttribute(
        'href',
        'tel:+41440000001',
      );
    },
  );
});
