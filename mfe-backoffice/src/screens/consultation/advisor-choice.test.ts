import { ADVISORS, BOOKED, REQUEST } from '../../testing/fixtures';
import { advisorsFor } from './advisor-choice';

describe('whom a consultation can go to', () => {
  it('a personal consultation: advisors of its branch who advise in person, never the one it has', () => {
    expect(advisorsFor(BOOKED, ADVISORS).map((a) => a.id)).toEqual(['adv-luca']);
  });

  it('a video consultation: video advisors of every branch in scope, its own branch first', () => {
    expect(advisorsFor(REQUEST, ADVISORS).map((a) => a.id)).toEqual(['adv-anna', 'adv-sophie', 'adv-marc']);
  });

  it('time off: anyone but the absent advisor', () => {
    const video = { ...BOOKED, adviceMode: 'video' as const };
    expect(advisorsFor(video, ADVISORS, { except: 'adv-sophie' }).map((a) => a.id)).toEqual([
      'adv-anna',
      'adv-marc',
    ]);
  });
});
