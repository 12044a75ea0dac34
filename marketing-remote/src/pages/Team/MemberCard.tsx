import styled from 'styled-components';
import { theme, VisuallyHidden } from 'ui';
import type { TeamMember } from '../../content/team';
import { useSharedTexts } from '../../components/SharedTexts/SharedTexts';

const Card = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.xs};
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.card};
  text-align: center;
`;

const Photo = styled.img`
  width: 160px;
  height: 160px;
  margin-bottom: ${theme.space.sm};
  border-radius: 50%;
  background: ${theme.colors.surface};
`;

const Name = styled.h3`
  font-size: ${theme.fontSizes.lg};
`;

const Title = styled.p`
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.primary};
`;

const Company = styled.p`
  color: ${theme.colors.muted};
`;

const Profile = styled.a`
  margin-top: auto;
  padding-top: ${theme.space.sm};
  font-weight: ${theme.fontWeights.bold};
`;

/** A person: photo, name, title, and when known their company and an external profile (new tab). */
export function MemberCard({ member }: { member: TeamMember }) {
  const { profile, opensInNewTab } = useSharedTexts();
  return (
    <Card>
      <Photo src={member.photo.src} alt={member.photo.alt} width={member.photo.width} height={member.photo.height} loading="lazy" decoding="async" />
      <Name>{member.name}</Name>
      <Title>{member.title}</Title>
      {member.company && <Company>{member.company}</Company>}
      {member.profileUrl && (
        <Profile href={member.profileUrl} target="_blank" rel="noopener noreferrer">
          {profile.view}
          <VisuallyHidden>
            {' '}
            {profile.of} {member.name} {opensInNewTab}
          </VisuallyHidden>
        </Profile>
      )}
    </Card>
  );
}
