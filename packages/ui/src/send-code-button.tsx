import { useState } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from './button';
import { useCountdown } from './countdown';

/** Props of {@link SendCodeButton}. */
export interface SendCodeButtonProps {
  /**
   * Sends the code. Resolve to the seconds to wait before another code may be sent (the API's `resend_after`),
   * `true` for the default 60 s, or `false`/`null` when nothing was sent (the button stays available).
   */
  onSend: () => Promise<number | boolean | null>;
  disabled?: boolean;
  /** Button text when idle; also its accessible name. Default "Send code" (in the page's language). */
  label?: string;
  className?: string;
}

/**
 * "Send code" button with the 60 s resend countdown: disabled while sending and while counting ("Resend in 42 s").
 */
export function SendCodeButton({ onSend, disabled = false, label, className }: SendCodeButtonProps) {
  const { t } = useTranslation('ui');
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const click = async () => {
    setSending(true);
    try {
      const result = await onSend();
      if (typeof result === 'number' && result > 0) countdown.start(result);
      else if (result !== false && result !== null) countdown.start();
    } finally {
      setSending(false);
    }
  };
  return (
    <Button
      variant="outline"
      className={className ?? 'h-11 shrink-0 px-3'}
      disabled={disabled || sending || countdown.running}
      onClick={() => void click()}
    >
      {countdown.running
        ? t('sendCode.resend', { seconds: countdown.remaining })
        : sending
          ? t('sendCode.sending')
          : (label ?? t('sendCode.send'))}
    </Button>
  );
}
