import { runInAction } from 'mobx';
import { createTestStore } from '@checkout/dev-kit/testing';
import { destinationsOf } from './summary-model';

describe('destinationsOf', () => {
  const noLabel = () => undefined;

  it('names the first destination and lists the others', () => {
    const { store } = createTestStore();
    store.destinationFilter.toggle({ id: 'is', label: 'Island', isChecked: false });
    store.destinationFilter.toggle({ id: 'no', label: 'Norwegen', isChecked: false });
    expect(destinationsOf(store, noLabel)).toEqual({ main: 'Island', others: ['Norwegen'] });
  });

  it("names a trip by its title and does not list the trip's own destination again", () => {
    const { store } = createTestStore();
    store.travel.setTravel('te-namibia', 'namibia');
    runInAction(() => {
      store.travel.travelInformation = { title: 'Namibia auf eigene Faust', destinationName: 'Namibia' };
    });
    store.destinationFilter.toggle({ id: 'namibia', label: 'Namibia', isChecked: false });
    expect(destinationsOf(store, noLabel)).toEqual({ main: 'Namibia auf eigene Faust', others: [] });
    store.destinationFilter.toggle({ id: 'botswana', label: 'Botswana', isChecked: false });
    store.travelDetailForm.setValues({ destination: 'Sambia' });
    expect(destinationsOf(store, noLabel)).toEqual({
      main: 'Namibia auf eigene Faust',
      others: ['Botswana', 'Sambia'],
    });
  });
});
