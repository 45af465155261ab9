import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * Code splitting by screen: the first screen (contact list, sidebar, status bar) is in the entry
 * bundle; every other screen is a chunk of its own, loaded when it is first shown and preloaded
 * when the browser is idle after the first list (preloadScreens), so a later visit does not wait.
 */

export interface LazyScreen<P> {
  (props: P): React.JSX.Element;
  /** Loads the chunk (once); resolves when the screen can render without waiting. */
  preload(): Promise<unknown>;
}

/** While a screen's code loads (only when it was not preloaded yet): announced, not a blank pane. */
export function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <div className="placeholder screen-loading" role="status" data-testid="screen-loading">
      {t('app.loading')}
    </div>
  );
}

/**
 * When a screen's code cannot be loaded (the app was updated while this window was open, the
 * files are gone): said at the screen, with a reload, instead of an empty window. Drafts and
 * the address survive a reload.
 */
class ScreenLoadFailed extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <ScreenFailedNotice /> : this.props.children;
  }
}

function ScreenFailedNotice() {
  const { t } = useTranslation();
  return (
    <div className="placeholder" role="alert" data-testid="screen-failed">
      <h1 tabIndex={-1}>{t('app.screenFailed')}</h1>
      <p>{t('app.screenFailedHint')}</p>
      <button type="button" onClick={() => location.reload()}>
        {t('app.reload')}
      </button>
    </div>
  );
}

/**
 * A screen whose code is a separate chunk. Once preloaded, it renders at once (no Suspense
 * round, no loading flash); before, it suspends and shows ScreenLoading. An instance keeps the
 * component it started with, so the screen is never remounted (and its inputs never lost) when
 * the chunk arrives while it is on screen.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed load (file missing after an update) is tried again next time.
        loading = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  function Screen(props: P) {
    const [ready] = useState(() => loaded);
    if (ready) {
      const Ready = ready;
      return <Ready {...props} />;
    }
    return (
      <ScreenLoadFailed>
        <Suspense fallback={<ScreenLoading />}>
          <Suspending {...props} />
        </Suspense>
      </ScreenLoadFailed>
    );
  }
  return Object.assign(Screen, { preload });
}

/** Runs `work` when the browser is idle (or after a short pause where idle callbacks are missing). */
export function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 200);
}
