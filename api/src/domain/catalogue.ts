// The catalogue (advisors, branch offices, destinations, travel experiences) in the request's culture: the
// contract's shapes from the rows of repositories/catalogue-repository, with the retailer's facts (domain/retailer).
import type { AdvisorAdviceModes, Consultant, Culture, TravelExperience } from '@checkout/shared/contract';
import type { AdvisorRow, TravelExperienceRow } from '../repositories/catalogue-repository';
import { languageName, type Retailer } from './retailer';

export const lang = (culture: Culture): 'de' | 'fr' => (culture === 'fr-CH' ? 'fr' : 'de');

export const advisorName = (advisor: { firstname: string; lastname: string }): string =>
  `${advisor.firstname} ${advisor.lastname}`;

const slug = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

const telUrl = (phone: string): string => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** The consultant shape of spec section 3, in the request's culture; the avatar is served by this API. */
export const toConsultant = (
  row: AdvisorRow,
  culture: Culture,
  publicUrl: string,
  retailer: Retailer,
): Consultant => {
  const l = lang(culture);
  const email = `${slug(row.firstname)}.${slug(row.lastname)}@${retailer.mailDomain}`;
  const location = l === 'fr' ? row.city_fr : row.city_de;
  const agencyName = l === 'fr' ? row.agency_name_fr : row.agency_name_de;
  const section = l === 'fr' ? 'fr/conseillers' : 'de/berater';
  const agencies = l === 'fr' ? 'fr/agences' : 'de/filialen';
  const { street, zip, agency_phone: phone } = row;
  return {
    id: row.id,
    pageId: row.page_id,
    name: advisorName(row),
    location,
    agencyId: row.agency_id,
    agencyName,
    agencyAddress: `${street}, ${zip} ${location}`,
    imgUrl: `${publicUrl}/api/media/advisors/${encodeURIComponent(row.id)}.svg`,
    role: l === 'fr' ? row.role_fr : row.role_de,
    title: advisorName(row),
    cta: { url: `${retailer.host}/${section}/${row.id}` },
    locationCta: {
      text: `${agencyName}, ${street}, ${zip} ${location}`,
      url: `${retailer.host}/${agencies}/${row.agency_id}`,
    },
    mailCta: { text: email, url: `mailto:${email}` },
    phoneCta: { text: phone, url: telUrl(phone) },
    languages: row.languages.map((code) => languageName(retailer, code, l)).join(', '),
    quote: l === 'fr' ? row.quote_fr : row.quote_de,
    vector: row.vector.map(Number),
    hasAdviceModeOnline: row.mode_online,
    hasAdviceModePersonal: row.mode_personal,
    hasAdviceModePhone: row.mode_phone,
  };
};

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
