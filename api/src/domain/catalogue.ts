// The catalogue (advisors, branch offices, destinations, travel experiences) in the request's culture: the
// contract's shapes from the rows of repositories/catalogue-repository.
import type { AdvisorAdviceModes, Consultant, Culture, TravelExperience } from '@checkout/shared/contract';
import { advisorName, consultantView, lang, matchPercent, matchText } from '../http/views';
import type { AdvisorRow, TravelExperienceRow } from '../repositories/catalogue-repository';

export { lang, advisorName };

/** The consultant shape of spec section 3, in the request's culture. */
export const toConsultant = (row: AdvisorRow, culture: Culture, publicUrl: string): Consultant =>
  consultantView(
    {
      id: row.id,
      pageId: row.page_id,
      firstname: row.firstname,
      lastname: row.lastname,
      agencyId: row.agency_id,
      role: { de: row.role_de, fr: row.role_fr },
      quote: { de: row.quote_de, fr: row.quote_fr },
      languages: row.languages,
      modes: { personal: row.mode_personal, online: row.mode_online, phone: row.mode_phone },
      vector: row.vector,
      agency: {
        name: { de: row.agency_name_de, fr: row.agency_name_fr },
        city: { de: row.city_de, fr: row.city_fr },
        street: row.street,
        zip: row.zip,
        phone: row.agency_phone,
      },
    },
    culture,
    `${publicUrl}/api/media/advisors/${encodeURIComponent(row.id)}.svg`,
  );

/** The advice modes of an advisor's row, as the contract's rule of which modes an advisor offers reads them. */
export const adviceModesOf = (
  row: Pick<AdvisorRow, 'mode_personal' | 'mode_online' | 'mode_phone'>,
): AdvisorAdviceModes => ({
  hasAdviceModePersonal: row.mode_personal,
  hasAdviceModeOnline: row.mode_online,
  hasAdviceModePhone: row.mode_phone,
});

export const toTravelExperience = (row: TravelExperienceRow, culture: Culture): TravelExperience => {
  const l = lang(culture);
  return {
    id: row.id,
    title: l === 'fr' ? row.title_fr : row.title_de,
    destinationName: l === 'fr' ? row.name_fr : row.name_de,
    destinationId: row.destination_id,
    image: row.image,
    url: l === 'fr' ? row.url_fr : row.url_de,
  };
};

/** Match in percent between two factor vectors: 100 minus the mean absolute difference in percent. */
export { matchPercent, matchText };
