// Test data and checks shared by this remote's screen tests (not part of the remote's build).
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { FilterResponse } from '@checkout/shared';

export const destinations: FilterResponse = {
  cat: 'destinations',
  catNice: 'Reiseziele',
  resources: {},
  filterItems: [
    {
      titleGroup: 'Europa',
      filters: [
        { id: 'it', label: 'Italien', isChecked: false },
        { id: 'gr', label: 'Griechenland', isChecked: false },
      ],
    },
    {
      titleGroup: 'Asien',
      filters: [
        { id: 'jp', label: 'Japan', isChecked: false },
        { id: 'th', label: 'Thailand', isChecked: false },
      ],
    },
  ],
};

export const agencies: FilterResponse = {
  cat: 'agencies',
  catNice: 'Filialen',
  resources: {},
  filterItems: [
    {
      titleGroup: 'Region Zürich',
      filters: [
        { id: 'zh', label: 'Zürich HB', city: 'Zürich', isChecked: false },
        { id: 'oe', label: 'Oerlikon', city: 'Zürich-Oerlikon', isChecked: false },
        {
          id: 'wi',
          label: 'Winterthur',
          city: 'Winterthur',
          isChecked: false,
          noAppointmentsForSpecialHours: true,
        },
      ],
    },
    {
      titleGroup: 'Region Bern',
      filters: [{ id: 'be', label: 'Bern Bahnhof', city: 'Bern', isChecked: false }],
    },
  ],
};

const NAMED_ROLES = ['button', 'checkbox', 'radio', 'combobox', 'searchbox', 'link', 'textbox'] as const;

/** Every control on screen (or in one container) has an accessible name. */
export function expectEveryControlNamed(container: HTMLElement = document.body): number {
  let count = 0;
  for (const role of NAMED_ROLES) {
    const all = within(container).queryAllByRole(role);
    const named = within(container).queryAllByRole(role, { name: /\S/ });
    expect({ role, unnamed: all.filter((el) => !named.includes(el)).map((el) => el.outerHTML) }).toEqual({
      role,
      unnamed: [],
    });
    count += all.length;
  }
  return count;
}

/**
 * An open dialog keeps Tab and Shift+Tab inside, closes on Escape and gives focus back to its opener.
 * Only the topmost dialog reacts: a dialog below stays open.
 */
export async function expectDialogTrapsFocus(user: UserEvent, name: string, opener: HTMLElement) {
  const dialog = screen.getByRole('dialog', { name });
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  const tabbable = dialog.querySelectorAll('button:not([disabled]), input:not([disabled]), select, a[href]');
  for (let i = 0; i < tabbable.length + 2; i += 1) {
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
  for (let i = 0; i < 3; i += 1) {
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
}
