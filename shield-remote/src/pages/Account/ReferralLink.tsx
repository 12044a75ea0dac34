import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, theme } from 'ui';
import { fieldStyles, Notice, Panel, PanelTitle } from '../../components/AccountFrame';
import { useAccountContent } from '../../account/accountContent';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.sm};

  input {
    ${fieldStyles}
    flex: 1 1 16rem;
  }
`;

const Label = styled.label`
  display: block;
  margin-top: ${theme.space.md};
  font-weight: ${theme.fontWeights.semibold};
`;

/** The subscriber's referral link (it carries a referral code, never an id) with a copy button. */
export function ReferralLink({ url }: { url: string }) {
  const { account: accountText } = useAccountContent();
  const text = accountText.referral;
  const inputRef = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'none' | 'copied' | 'failed'>('none');
  const inputId = useId();
  const titleId = useId();

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      // Clipboard refused (permissions, an older browser): the link is selected for the visitor to copy.
      inputRef.current?.select();
      setCopy('failed');
    }
  }

  return (
    <Panel aria-labelledby={titleId}>
      <PanelTitle id={titleId}>{accountText.sections.referral}</PanelTitle>
      <p>{text.intro}</p>
      <Label htmlFor={inputId}>{text.label}</Label>
      <Row>
        <input ref={inputRef} id={inputId} type="text" readOnly value={url} onFocus={(event) => event.target.select()} />
        <Button type="button" variant="secondary" onClick={() => void copyLink()}>
          {text.copy}
        </Button>
      </Row>
      <Notice role="status" $tone={copy === 'failed' ? 'danger' : 'good'}>
        {copy === 'copied' ? text.copied : copy === 'failed' ? text.copyFailed : ''}
      </Notice>
    </Panel>
  );
}
