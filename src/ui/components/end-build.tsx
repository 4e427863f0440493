// The "end your build turn?" button of every rule system that builds track: ending with tiles still to lay is asked once,
// with "don't ask again" remembered on this device (About turns the question back on, src/ui/screens/about.tsx). The
// system says how many tiles it could still lay (its engine's answer) and what ending sends; the question and its yes
// are its ui.build.* texts, the other answers shared (src/ui/i18n/ui-messages.ts).
import { useEffect, useState } from 'preact/hooks';
import { deviceFlag, setDeviceFlag } from '../device-settings';
import { t } from '../i18n/i18n';

export interface EndBuildProps {
  /** Tiles the seat could still lay this turn; null while the engine is asked (the button waits, so a quick tap cannot skip the question). */
  unused: number | null;
  /** The button is off (a move on its way, or a reason the turn cannot end, said beside it). */
  disabled: boolean;
  primary: boolean;
  /** A new position or player: a question left open is closed. */
  resetKey: unknown;
  onEnd: () => void;
  describedBy?: string | undefined;
}

export function EndBuildButton({ unused, disabled, primary, resetKey, onEnd, describedBy }: EndBuildProps) {
  const [asking, setAsking] = useState(false);
  const [dontAsk, setDontAsk] = useState(false);
  useEffect(() => setAsking(false), [resetKey]);
  const onClick = () => (unused && !deviceFlag('skipEndBuildConfirm') ? setAsking(true) : onEnd());
  if (asking) {
    return (
      <div class="confirm-end" role="alertdialog" aria-labelledby="confirm-end-text" data-testid="confirm-end">
        <p id="confirm-end-text">{t('ui.build.confirmEnd', { n: unused ?? 0 })}</p>
        <label class="check">
          <input type="checkbox" checked={dontAsk} onChange={(e) => setDontAsk((e.target as HTMLInputElement).checked)} data-testid="confirm-end-dont-ask" />
          {t('ui.build.dontAsk')}
        </label>
        <div class="panel-actions">
          {/* Building on is the likelier wish: it is primary, and a slip does not end the turn. */}
          <button type="button" class="btn primary" data-testid="confirm-end-no" onClick={() => setAsking(false)}>
            {t('ui.build.keepBuilding')}
          </button>
          <button
            type="button"
            class="btn"
            data-testid="confirm-end-yes"
            disabled={disabled}
            onClick={() => {
              if (dontAsk) setDeviceFlag('skipEndBuildConfirm', true);
              onEnd();
            }}
          >
            {t('ui.build.confirmEndYes')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div class="panel-actions">
      <button type="button" class={`btn${primary ? ' primary' : ''}`} data-testid="end-build" disabled={disabled || unused === null} aria-describedby={describedBy} onClick={onClick}>
        {t('ui.build.endBuild')}
      </button>
    </div>
  );
}
