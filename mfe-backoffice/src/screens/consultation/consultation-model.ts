// A consultation's page's model: the consultation as the API answered it (a ServerAnswer: asked by its id when the
// page shows, its failure and retry kept here, an answer arriving after the page was left dropped), and after a change
// made in the page the consultation as the API answered that change, with the message saying what was done. The page
// observes it; what a change asks for (a reason, a confirmation) stays with the page's actions.
import { action, computed, makeObservable, observable } from 'mobx';
import type { ConsultationDetail } from '@checkout/shared/contract';
import type { StaffClient } from '@checkout/shared/staff';
import { ServerAnswer } from '../../app/server-answer';

export interface ConsultationModelOptions {
  api: Pick<StaffClient, 'consultation'>;
  /** The consultation shown (the address's). */
  id: string;
}

export class ConsultationModel {
  /** The consultation, its failure and retry. */
  readonly consultation = new ServerAnswer<ConsultationDetail>();
  /** What the last change in the page did ('Die Beratung ist storniert.'); '' before any. */
  done = '';

  private readonly options: ConsultationModelOptions;

  constructor(options: ConsultationModelOptions) {
    this.options = options;
    makeObservable(this, {
      done: observable,
      detail: computed,
      changed: action,
    });
  }

  /** The consultation shown: as last answered, by the question or by a change; null until then. */
  get detail(): ConsultationDetail | null {
    return this.consultation.value;
  }

  /** Asks for the consultation. */
  load(): Promise<void> {
    const { api, id } = this.options;
    return this.consultation.ask(() => api.consultation(id));
  }

  /** Asks for it again (after a failure). */
  retry(): Promise<void> {
    return this.consultation.retry();
  }

  /**
   * A change was made: the consultation is now as the API answered the change (an answer to an earlier question
   * still under way is dropped), and the page says what was done.
   */
  changed(detail: ConsultationDetail, message: string): void {
    this.consultation.dispose();
    this.consultation.value = detail;
    this.consultation.error = null;
    this.done = message;
  }

  dispose(): void {
    this.consultation.dispose();
  }
}
