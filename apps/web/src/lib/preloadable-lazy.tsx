import { type ComponentType, lazy } from 'react';

/**
 * A lazy part whose module can be loaded before a render; once loaded it draws at once instead
 * of suspending. Preact's useId hands out duplicate ids under a part that suspended in the first
 * render (docs/decisions/0031), so a member's page loads such parts before the server draws it
 * and before the browser hydrates it.
 */
export function preloadableLazy<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const preload = async () => {
    loaded ??= await load();
    return loaded;
  };
  const Suspending = lazy(async () => ({ default: await preload() }));
  function Part(props: Props) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  }
  return { Part, preload };
}
