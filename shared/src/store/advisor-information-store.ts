import { makeAutoObservable, runInAction } from 'mobx';
import type { AdvisorInformation, AdvisorSelection } from '../federation/booking-parts';
import type { Consultant, MatchResult } from '../contract';
import type { SettingsStore } from './settings-store';
import type { LoaderDeps } from './store-deps';

export type { AdvisorInformation };

/** What the booking keeps of the advisor it is made with (the summary names the branch and its address). */
export function advisorInformationOf(consultant: Consultant): AdvisorInformation {
  const { agencyName, agencyAddress } = consultant;
  return {
    name: consultant.name,
    location: consultant.location,
    consultantId: consultant.id,
    branch: agencyName ? [agencyName, agencyAddress].filter(Boolean).join(', ') : '',
  };
}

/** The advisor the visitor books with (spec: Advisor information), plus the detail shown in overlays. */
export class AdvisorInformationStore implements AdvisorSelection {
  /** Advisor's name for the summary and the confirmation headline. */
  name = '';
  /** Advisor's branch office (city). */
  location = '';
  /** Advisor's id. */
  consultantId = '';
  /** Advisor's branch office by name with its address; '' when the API did not say. */
  branch = '';
  /** Full advisor data for the advisor and advisor-detail overlays; null when unknown or failed. */
  detail: Consultant | null = null;
  /** Perfect match with the traveller's profile; null means the match block is hidden. */
  match: MatchResult | null = null;
  /** Detail requests under way, by culture and id: callers at the same moment share one request. */
  private pendingDetail = new Map<string, Promise<Consultant | null>>();

  constructor(
    private readonly deps: LoaderDeps<'consultantGet' | 'consultantMatch'> & {
      settings: Pick<SettingsStore, 'setConsultantName'>;
    },
  ) {
    makeAutoObservable<AdvisorInformationStore, 'deps' | 'pendingDetail'>(
      this,
      { deps: false, pendingDetail: false },
      { autoBind: true },
    );
  }

  get isKnown(): boolean {
    return this.consultantId !== '' || this.name !== '';
  }

  set(info: AdvisorInformation): void {
    this.name = info.name;
    this.location = info.location;
    this.consultantId = info.consultantId;
    this.branch = info.branch ?? '';
  }

  clear(): void {
    this.name = '';
    this.location = '';
    this.consultantId = '';
    this.branch = '';
    this.detail = null;
    this.match = null;
  }

  /** Loads an advisor's detail; failures are logged and treated as no data. */
  loadDetail(id: string): Promise<Consultant | null> {
    const key = `${this.deps.settings.culture}|${id}`;
    const pending = this.pendingDetail.get(key);
    if (pending) return pending;
    const request = this.fetchDetail(id).finally(() => this.pendingDetail.delete(key));
    this.pendingDetail.set(key, request);
    return request;
  }

  private async fetchDetail(id: string): Promise<Consultant | null> {
    const { api, settings } = this.deps;
    // Another advisor's match must not show beside this one's detail while it loads.
    if (this.detail?.id !== id) this.match = null;
    try {
      const consultant = await api.consultantGet({
        culture: settings.culture,
        id,
        perfectMatchData: settings.perfectMatchData ?? undefined,
      });
      runInAction(() => {
        this.detail = consultant;
        // The preselected advisor is the one booked: keep what the summary needs, and the name for the visit.
        if (id === settings.advisorId) {
          this.set(advisorInformationOf(consultant));
          settings.setConsultantName(consultant.name);
        }
      });
      return consultant;
    } catch (error) {
      this.deps.logger.error('Loading the consultant failed', error);
      runInAction(() => {
        this.detail = null;
      });
      return null;
    }
  }

  /** Loads the match with an advisor's page; failures mean no match (hidden). */
  async loadMatch(pageId: string): Promise<MatchResult | null> {
    const { api, settings } = this.deps;
    if (settings.perfectMatchData === null) return null;
    try {
      const match = await api.consultantMatch({
        culture: settings.culture,
        id: pageId,
        perfectMatchData: settings.perfectMatchData,
      });
      runInAction(() => {
        this.match = match;
      });
      return match;
    } catch {
      runInAction(() => {
        this.match = null;
      });
      return null;
    }
  }
}
