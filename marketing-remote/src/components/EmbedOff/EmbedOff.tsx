import styled from 'styled-components';
import { organisationContact } from '../../config/organisationContact';
import { useSharedTexts } from '../SharedTexts/SharedTexts';
import { theme } from 'ui';

/** A clean block where an embed would be: as wide as it, a few lines tall, never an empty frame. */
export const EmbedNotice = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${theme.space.sm};
  min-height: 12rem;
  padding: ${theme.space.xl} ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  text-align: center;

  p:first-child {
    font-weight: ${theme.fontWeights.semibold};
  }

  a {
    overflow-wrap: anywhere;
  }
`;

/**
 * What a visitor can do instead of an embed that is off: the provider's own page when the
 * configuration names one, and always the organisation's email and phone.
 */
export function EmbedOff({ title, link }: { title: string; link?: string }) {
  const { embeds: embedTexts, organisationHours: hours } = useSharedTexts();
  const { email, phone } = organisationContact;
  return (
    <EmbedNotice>
      <p>{embedTexts.notAvailable(title)}</p>
      {link && (
        <p>
          <a href={link} target="_blank" rel="noopener noreferrer">
            {embedTexts.providerPage}
          </a>
        </p>
      )}
      <p>
        {embedTexts.reachUs} <a href={`mailto:${email}`}>{email}</a> {embedTexts.orCall}{' '}
        <a href={`tel:+1${phone.replace(/\D/g, '')}`}>{phone}</a>, {hours}.
      </p>
    </EmbedNotice>
  );
}
