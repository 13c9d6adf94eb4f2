import { makeAutoObservable, runInAction } from 'mobx';
import type { TravelInformation, TravelSelection } from '../federation/booking-parts';
import type { MatchResult, TravelExperience } from '../contract';
import type { LoaderDeps } from './store-deps';

export type { TravelInformation };

/** The travel experience the consultation is about (spec section 3, Travel state). */
export class TravelStore implements TravelSelection {
  /** Travel experience id (from the address or the travel card); '' when none. */
  travelId = '';
  /** Destination of the travel experience or of the address; '' when none. */
  destinationId = '';
  /** Title and destination name for the summary; null when no travel experience is set. */
  travelInformation: TravelInformation | null = null;
  /** The full travel experience for the card of step 1; null until loaded. */
  travelExperience: TravelExperience | null = null;
  /** Match of the traveller's profile with the travel experience; null means no percentage shown. */
  match: MatchResult | null = null;
  /** The travel experience request is under way. */
  loading = false;

  constructor(private readonly deps: LoaderDeps<'travelExperienceAndBookmarks' | 'travelExperienceMatch'>) {
    makeAutoObservable<TravelStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  setTravel(travelId: string, destinationId = this.destinationId): void {
    this.travelId = travelId;
    this.destinationId = destinationId;
  }

  /** Loads the travel experience; on failure the travel info is cleared, the error logged and rethrown. */
  async load(): Promise<TravelExperience | null> {
    if (this.travelId === '') return null;
    this.loading = true;
    try {
      const experience = await this.deps.api.travelExperienceAndBookmarks({
        culture: this.deps.settings.culture,
        travelExperienceId: this.travelId,
      });
      runInAction(() => {
        this.travelExperience = experience;
        this.travelInformation = { title: experience.title, destinationName: experience.destinationName };
        if (this.destinationId === '') this.destinationId = experience.destinationId;
      });
      return experience;
    } catch (error) {
      this.deps.logger.error('Loading the travel experience failed', error);
      runInAction(() => {
        this.travelInformation = null;
        this.travelExperience = null;
      });
      throw error;
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** Loads the match percentage; any failure means no percentage. */
  async loadMatch(): Promise<MatchResult | null> {
    const profile = this.deps.settings.perfectMatchData;
    if (this.travelId === '' || profile === null) return null;
    try {
      const match = await this.deps.api.travelExperienceMatch({
        culture: this.deps.settings.culture,
        id: this.travelId,
        perfectMatchData: profile,
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

  /** Step 1's reset and init: no travel id, no travel information. */
  reset(): void {
    this.travelId = '';
    this.destinationId = '';
    this.travelInformation = null;
    this.travelExperience = null;
    this.match = null;
  }
}
