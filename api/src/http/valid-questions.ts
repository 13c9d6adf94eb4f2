// Step 2's days and step 3's agenda are asked the same questions by many travellers (the same dates, branches and
// filters), each with their own checkout session id. Validating their data with the yup schema was the largest
// part of a `day` call's CPU at the national scale (about 25 µs of 85). A schema registered here remembers the
// questions it found valid, for the rest of the Zurich day: the data without the traveller's own field (the
// session id), which is then checked alone with that field's rule. Anything not remembered, or whose own field
// fails, is validated in full, so every refusal is the schema's own answer, word for word.
//
// This holds because the schemas registered have no test that reads one field from another (no `when`, no
// object-level test, no `this.parent` in the own field's rule) and their only use of the clock is 'not before
// today' (dateField): the verdict on the other fields cannot change with the own field, nor within a Zurich day.
// api/test/valid-questions.test.ts checks it against the schemas.
import type { Clock } from '@checkout/shared/dates';
import { addDays, formatIsoDate, zurichToday } from '@checkout/shared/dates';
import { zurichWallTimeToDate } from '@checkout/shared/calendar';
import { WIRE_VALIDATE_OPTIONS } from '@checkout/shared/schemas';
import { Schema, type ObjectSchema } from 'yup';
import { isCleanText } from './raw-input';

/** Questions remembered per schema; beyond, the oldest is forgotten. */
export const QUESTIONS_REMEMBERED = 1000;
/**
 * Own values (session ids) remembered valid per schema; beyond, the oldest is forgotten. A traveller's session asks
 * about a hundred times in a checkout; its rule's verdict on a value never changes (it reads neither another field
 * nor the clock), so it runs once per session while the session is among the last this many.
 */
export const OWN_VALUES_REMEMBERED = 20_000;

interface Verdict {
  /** The Zurich day the question was found valid on: [from, until) in ms. */
  from: number;
  until: number;
}

/** Makes room for one more in `remembered` (a Map or Set keeps the order its keys came in): the oldest goes. */
const forgetOldestWhenFull = (remembered: Map<string, unknown> | Set<string>, max: number): void => {
  if (remembered.size < max) return;
  const oldest = remembered.keys().next().value;
  if (oldest !== undefined) remembered.delete(oldest);
};

class ValidQuestions {
  private readonly verdicts = new Map<string, Verdict>();
  private readonly validOwnValues = new Set<string>();

  constructor(
    private readonly ownRule: Schema,
    private readonly own: string,
    private readonly clock: Clock,
  ) {}

  /** `raw` as `validate` answers it, without running it when the question is known valid today. */
  check<T>(raw: Record<string, unknown>, validate: () => T): T {
    const { [this.own]: ownValue, ...question } = raw;
    const key = JSON.stringify(question);
    const now = this.clock.now().getTime();
    const verdict = this.verdicts.get(key);
    if (verdict && verdict.from <= now && now < verdict.until && this.ownValid(ownValue)) return raw as T;
    const value = validate(); // throws when the data is not valid
    if (verdict) this.verdicts.delete(key);
    else forgetOldestWhenFull(this.verdicts, QUESTIONS_REMEMBERED);
    this.verdicts.set(key, this.zurichDayOf(now));
    return value;
  }

  private ownValid(value: unknown): boolean {
    if (value === undefined) return true;
    if (typeof value !== 'string') return false;
    if (this.validOwnValues.has(value)) return true;
    if (!isCleanText(value) || !this.ownRule.isValidSync(value, WIRE_VALIDATE_OPTIONS)) return false;
    forgetOldestWhenFull(this.validOwnValues, OWN_VALUES_REMEMBERED);
    this.validOwnValues.add(value);
    return true;
  }

  private zurichDayOf(now: number): Verdict {
    const today = zurichToday({ now: () => new Date(now) });
    return {
      from: zurichWallTimeToDate(formatIsoDate(today), '00:00').getTime(),
      until: zurichWallTimeToDate(formatIsoDate(addDays(today, 1)), '00:00').getTime(),
    };
  }
}

const registered = new WeakMap<Schema, ValidQuestions>();

/**
 * Registers `schema` (see above): valid data is remembered without its field `own`, for the Zurich day of
 * `clock`. Answers the schema.
 */
export const rememberValidQuestions = <T extends object>(
  schema: ObjectSchema<T>,
  own: keyof T & string,
  clock: Clock,
): ObjectSchema<T> => {
  const ownRule = schema.fields[own];
  if (!(ownRule instanceof Schema)) throw new Error(`the schema has no field ${own}`);
  registered.set(schema, new ValidQuestions(ownRule, own, clock));
  return schema;
};

/** Validates `raw` with `validate`, or answers it at once when `schema` knows the question valid today. */
export const checkQuestion = <T>(schema: Schema, raw: Record<string, unknown>, validate: () => T): T => {
  const questions = registered.get(schema);
  return questions ? questions.check(raw, validate) : validate();
};
