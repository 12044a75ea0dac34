import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ButtonLink, theme } from 'ui';
import { ProviderChoice, providerAddress, providerValue } from 'composition-contract/providers';
import { EmbedOff } from '../EmbedOff/EmbedOff';
import { useSharedTexts } from '../SharedTexts/SharedTexts';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- how React types custom elements
  namespace JSX {
    interface IntrinsicElements {
      'givebutter-widget': { id: string };
    }
  }
}

const scriptId = 'donation-widget-script';

const Placeholder = styled.div`
  /* Room for the widget, so the page does not jump when it appears. */
  min-height: 28rem;
`;

const Fallback = styled.div`
  margin-top: ${theme.space.lg};
`;

const Status = styled.p`
  color: ${theme.colors.muted};

  &:not(:empty) {
    margin-bottom: ${theme.space.md};
  }
`;

/**
 * The configured donation widget. Its script is added once, after render (never on the server);
 * a plain link to the same campaign is always there, and says so when the script cannot load.
 */
function ConfiguredWidget() {
  const [unavailable, setUnavailable] = useState(false);
  const texts = useSharedTexts().donationWidget;

  useEffect(() => {
    const existing = document.getElementById(scriptId) as HTMLScriptElement | null;
    if (existing?.dataset.state === 'failed') {
      setUnavailable(true);
      return undefined;
    }
    const script = existing ?? document.createElement('script');
    const onError = () => {
      script.dataset.state = 'failed';
      setUnavailable(true);
    };
    script.addEventListener('error', onError, { once: true });
    if (!existing) {
      script.id = scriptId;
      script.src = providerAddress('donationWidget');
      script.async = true;
      document.body.append(script);
    }
    return () => script.removeEventListener('error', onError);
  }, []);

  return (
    <div>
      {!unavailable && (
        <Placeholder>
          <givebutter-widget id={providerValue('donationWidget', 'widgetId')} />
        </Placeholder>
      )}
      <Fallback>
        {/* Always in the page, so screen readers announce the message when it appears. */}
        <Status role="status">{unavailable ? texts.unavailable : ''}</Status>
        <ButtonLink href={providerValue('donationWidget', 'pageUrl')} newTab variant={unavailable ? 'primary' : 'secondary'}>
          {texts.openPage}
        </ButtonLink>
      </Fallback>
    </div>
  );
}

/** The branded donation widget (Givebutter); when the organisation has not set it up, how else to give. */
export function DonationWidget() {
  const { title } = useSharedTexts().donationWidget;
  return <ProviderChoice embed="donationWidget" configured={() => <ConfiguredWidget />} off={(link) => <EmbedOff title={title} link={link} />} />;
}
