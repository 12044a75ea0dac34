import { providerAddress } from 'composition-contract/providers';

/**
 * The shell's outside links and widgets. The newsletter form and the help desk are the
 * organisation's accounts (composition-contract's `newsletterForm` and `helpDesk`, configured when
 * the site is deployed: see docs/providers.md).
 */

export const socialProfileUrls = {
  facebook: 'https://www.facebook.com/digitalharbor',
  instagram: 'https://www.instagram.com/digitalharbor',
  x: 'https://x.com/digitalharbor',
  linkedin: 'https://www.linkedin.com/company/digitalharbor',
  tiktok: 'https://www.tiktok.com/@digitalharbor',
  youtube: 'https://www.youtube.com/@digitalharbor',
} as const;

export type SocialNetwork = keyof typeof socialProfileUrls;

const helpDeskScriptId = 'help-desk-widget';

/**
 * Adds the configured help-desk widget (Zoho Desk ASAP, a floating help-center button) script once.
 * It is optional: it loads without blocking the page, and if it cannot load (blocked, offline,
 * provider down) the site carries on without it; `onUnavailable` then lets the page offer a plain
 * link instead.
 */
export function loadHelpDeskWidget({
  onUnavailable = () => undefined,
  doc = document,
}: { onUnavailable?: () => void; doc?: Document } = {}): HTMLScriptElement {
  const existing = doc.querySelector<HTMLScriptElement>(`script#${helpDeskScriptId}`);
  const script = existing ?? doc.createElement('script');
  if (script.dataset.state === 'failed') onUnavailable();
  else script.addEventListener('error', onUnavailable, { once: true });
  if (existing) return existing;

  script.id = helpDeskScriptId;
  script.src = providerAddress('helpDesk');
  script.defer = true;
  script.async = true;
  script.addEventListener('error', () => {
    script.dataset.state = 'failed';
    console.warn('The help-desk widget could not load; the site works without it.');
  });
  doc.body.append(script);
  return script;
}
