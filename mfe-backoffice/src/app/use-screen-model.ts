// A screen's model (the checkout's way: a MobX model beside the screen): made once per visit of the screen, asked
// to load when it shows and disposed of when it goes, so a late answer never reaches a screen that was left.
import { useEffect, useState } from 'react';

export interface ScreenModel {
  load(): Promise<void>;
  dispose(): void;
}

export function useScreenModel<M extends ScreenModel>(create: () => M): M {
  const [model] = useState(create);
  useEffect(() => {
    void model.load();
    return () => model.dispose();
  }, [model]);
  return model;
}
