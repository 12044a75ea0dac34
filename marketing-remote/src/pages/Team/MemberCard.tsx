import styled from 'styled-components';
import { VisuallyHidden } from 'ui';
import type { TeamMember } from '../../content/team';

const Card = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
  text-align: center;
`;

const Photo = styled.img`
  width: 160px;
  height: 160px;
  margin-bottom: ${({ theme }) => theme.space.sm};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
`;

const Company = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Profile = styled.a`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** A person: photo, name, title, and when known their company and an external profile (new tab). */
export function MemberCard({ member }: { member: TeamMember }) {
  return (
    <Card>
      <Photo src={member.photo.src} alt={member.photo.alt} width={member.photo.width} height={member.photo.height} loading="lazy" decoding="async" />
      <Name>{member.name}</Name>
      <Title>{member.title}</Title>
      {member.company && <Company>{member.company}</Company>}
      {member.profileUrl && (
        <Profile href={member.profileUrl} target="_blank" rel="noopener noreferrer">
          View profile<VisuallyHidden> of {member.name} (opens in a new tab)</VisuallyHidden>
        </Profile>
      )}
    </Card>
  );
}
