// Step 3's agenda at a national scale (issue 19): the day's advisors with a free hour, filtered by advice mode and
// language, ordered (match with the visitor's profile first when there is one, then earliest free hour, then
// name) and cut into pages of AGENDA_PAGE_SIZE. Pure: the route reads the catalogue and the claims, this decides.
import { AGENDA_PAGE_SIZE, offersAdviceMode, type AdviceMode, type Hour } from '@checkout/shared/contract';
import type { AdvisorRow } from '../repositories/catalogue-repository';
import { matchPercent } from './matching';
import { adviceModesOf } from './catalogue';

export interface AgendaRankQuery {
  adviceMode?: AdviceMode;
  /** ISO 639-1 code. */
  language?: string;
  /** The visitor's travel-type profile vector. */
  profile?: readonly number[];
}

export interface AgendaPageQuery extends AgendaRankQuery {
  /** 0-based page. */
  page: number;
}

export interface AgendaEntry {
  advisor: AdvisorRow;
  /** The advisor's hours that day (free and taken), those the advice mode excludes left out. */
  hours: Hour[];
}

export interface AgendaPage {
  entries: AgendaEntry[];
  /** Advisors with a free hour after all filters, in all pages. */
  total: number;
  /** Language codes the advisors with a free hour speak, before the language filter. */
  languages: string[];
}

/** The advisor's hours at which the advice mode is offered (all of them without a mode). */
const hoursForMode = (advisor: AdvisorRow, hours: readonly Hour[], mode: AdviceMode | undefined): Hour[] => {
  if (mode === undefined) return [...hours];
  const modes = adviceModesOf(advisor);
  return hours.filter((hour) => offersAdviceMode(modes, mode, hour));
};

/** One collator for every comparison (localeCompare with a locale builds one per call). */
const names = new Intl.Collator('de-CH');
const byName = (a: AdvisorRow, b: AdvisorRow): number =>
  names.compare(a.lastname, b.lastname) || names.compare(a.firstname, b.firstname) || (a.id < b.id ? -1 : 1);

/** The day's advisors with a free hour after the filters, in the agenda's order, and the languages on offer. */
export interface AgendaRanking {
  ranked: AgendaEntry[];
  /** Language codes the advisors with a free hour speak, before the language filter. */
  languages: string[];
}

export const rankAgenda = (
  advisors: readonly AdvisorRow[],
  hoursOf: ReadonlyMap<string, readonly Hour[]>,
  query: AgendaRankQuery,
): AgendaRanking => {
  const languages = new Set<string>();
  const ranked: { entry: AgendaEntry; earliest: string; match: number }[] = [];
  for (const advisor of advisors) {
    // An advisor without the mode has no hour for it, and so drops out below.
    const hours = hoursForMode(advisor, hoursOf.get(advisor.id) ?? [], query.adviceMode);
    const earliest = hours.find((hour) => !hour.isInactive)?.label;
    if (earliest === undefined) continue;
    for (const code of advisor.languages) languages.add(code);
    if (query.language !== undefined && !advisor.languages.includes(query.language)) continue;
    const match = query.profile ? matchPercent(query.profile, advisor.vector) : 0;
    ranked.push({ entry: { advisor, hours }, earliest, match });
  }
  ranked.sort(
    (a, b) =>
      b.match - a.match ||
      (a.earliest < b.earliest ? -1 : a.earliest > b.earliest ? 1 : 0) ||
      byName(a.entry.advisor, b.entry.advisor),
  );
  return { ranked: ranked.map((r) => r.entry), languages: [...languages] };
};

/** Page `page` (0-based) of a ranking. */
export const pageOf = ({ ranked, languages }: AgendaRanking, page: number): AgendaPage => {
  const start = page * AGENDA_PAGE_SIZE;
  return { entries: ranked.slice(start, start + AGENDA_PAGE_SIZE), total: ranked.length, languages };
};

export const agendaPage = (
  advisors: readonly AdvisorRow[],
  hoursOf: ReadonlyMap<string, readonly Hour[]>,
  query: AgendaPageQuery,
): AgendaPage => pageOf(rankAgenda(advisors, hoursOf, query), query.page);
