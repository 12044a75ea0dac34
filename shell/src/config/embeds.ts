/**
 * The shell's external embeds, in one place. The provider ids are placeholders: replace them
 * with the organisation's real ones before going live.
 */

/** The hosted newsletter opt-in form shown in the footer. */
export const newsletterFormUrl = 'https://forms.zohopublic.com/digitalharbor/form/NewsletterSignup/formperma/REPLACE_WITH_FORM_ID';

/** The help-desk (Zoho Desk ASAP) widget: a floating help-center button. */
export const helpDeskScriptUrl = 'https://desk.zoho.com/portal/api/web/asapApp/REPLACE_WITH_APP_ID?orgId=REPLACE_WITH_ORG_ID';

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
 * Adds the help-desk widget script once. It is optional: it loads without blocking the page,
 * and if it cannot load (blocked, offline, provider down) the site carries on without it;
 * `onUnavailable` then lets the page offer a plain link instead.
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
  script.src = helpDeskScriptUrl;
  script.defer = true;
  script.async = true;
  script.addEventListener('error', () => {
    script.dataset.state = 'failed';
    console.warn('The help-desk widget could not load; the site works without it.');
  });
  doc.body.append(script);
  return script;
}
