// Small shared controls: the language switch, a number stepper, a modal dialog and an error banner.
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { Reason } from '../../engine/reason';
import { lang, setLang, t, tReason } from '../i18n/i18n';
import { LANGS } from '../i18n/format';

export function LanguageSwitch() {
  return (
    <div class="lang-switch" role="group" aria-label={t('ui.lang.label')}>
      {LANGS.map((l) => (
        <button
          key={l}
          type="button"
          class={`chip${lang.value === l ? ' is-on' : ''}`}
          aria-pressed={lang.value === l}
          data-testid={`lang-${l}`}
          lang={l}
          aria-label={t(`ui.lang.${l}`)}
          onClick={() => setLang(l)}
        >
          {/* Full name where there is room; the two-letter code on a phone, so the header never overflows. */}
          <span class="lang-long">{t(`ui.lang.${l}`)}</span>
          <span class="lang-short" aria-hidden="true">
            {l.toUpperCase()}
          </span>
        </button>
      ))}
    </div>
  );
}

export function Stepper(props: { value: number; min: number; max: number; onChange: (v: number) => void; label: string; testid: string; format?: (v: number) => string }) {
  const { value, min, max, onChange, label, testid, format } = props;
  return (
    <div class="stepper" role="group" aria-label={label}>
      <button type="button" class="btn round" aria-label={t('ui.common.minus')} data-testid={`${testid}-minus`} disabled={value <= min} onClick={() => onChange(Math.max(min, value - 1))}>
        −
      </button>
      <output class="stepper-value" data-testid={`${testid}-value`} aria-live="polite">
        {format ? format(value) : value}
      </output>
      <button type="button" class="btn round" aria-label={t('ui.common.plus')} data-testid={`${testid}-plus`} disabled={value >= max} onClick={() => onChange(Math.min(max, value + 1))}>
        +
      </button>
    </div>
  );
}

/** A modal dialog on top of the screen; uses <dialog> so focus and Escape behave natively. */
export function Dialog(props: { title: string; onClose: () => void; children: ComponentChildren; testid?: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal?.();
  }, []);
  return (
    <dialog ref={ref} class="dialog" data-testid={props.testid} aria-label={props.title} onCancel={(e) => (e.preventDefault(), props.onClose())}>
      <h2>{props.title}</h2>
      {props.children}
    </dialog>
  );
}

/** Shows why something was refused, in the player's language; dismissable. */
export function ReasonBanner({ reason, onDismiss }: { reason: Reason | null; onDismiss: () => void }) {
  if (!reason) return null;
  return (
    <div class="banner is-error" role="alert" data-testid="error-banner" data-reason={reason.key}>
      <span>{tReason(reason)}</span>
      <button type="button" class="btn ghost" onClick={onDismiss} aria-label={t('ui.common.close')}>
        ✕
      </button>
    </div>
  );
}
