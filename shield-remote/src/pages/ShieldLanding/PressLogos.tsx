import styled from 'styled-components';
import type { ShieldLandingContent } from '../../content/shield';
import { theme } from 'ui';

const Label = styled.p`
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.mutedOnDark};
`;

const Logos = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md} ${theme.space.xl};
  margin-top: ${theme.space.sm};
  padding: 0;
  list-style: none;

  img {
    width: 9rem;
    height: auto;
  }
`;

/** The row of press logos under the hero's call to action. */
export function PressLogos({ press: shieldPress }: { press: ShieldLandingContent['press'] }) {
  return (
    <>
      <Label id="shield-press-label">{shieldPress.label}</Label>
      <Logos aria-labelledby="shield-press-label">
        {shieldPress.logos.map((logo) => (
          <li key={logo.alt}>
            <img src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} decoding="async" />
          </li>
        ))}
      </Logos>
    </>
  );
}
