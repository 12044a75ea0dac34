import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite } from '../../testing';
import { Gallery } from './Gallery';

const images = [
  { src: '/front.svg', alt: 'The router from the front', width: 600, height: 400 },
  { src: '/back.svg', alt: 'The ports on the back', width: 600, height: 400 },
  { src: '/box.svg', alt: 'The router in its box', width: 600, height: 400 },
];

function mainImage() {
  return within(screen.getByRole('figure', { name: 'Photos of the router' })).getAllByRole('img')[0];
}

describe('Gallery', () => {
  it('shows the first image, sized, with a pressed thumbnail button for it', () => {
    renderInSite(<Gallery images={images} label="Photos of the router" />);

    expect(mainImage()).toHaveAccessibleName('The router from the front');
    expect(mainImage()).toHaveAttribute('src', '/front.svg');
    expect(mainImage()).toHaveAttribute('width', '600');
    expect(mainImage()).toHaveAttribute('height', '400');
    expect(screen.getByRole('button', { name: 'The router from the front' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'The ports on the back' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the image of the thumbnail that is clicked', async () => {
    renderInSite(<Gallery images={images} label="Photos of the router" />);

    await userEvent.click(screen.getByRole('button', { name: 'The router in its box' }));

    expect(mainImage()).toHaveAccessibleName('The router in its box');
    expect(mainImage()).toHaveAttribute('src', '/box.svg');
    expect(screen.getByRole('button', { name: 'The router in its box' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'The router from the front' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('works by keyboard', async () => {
    renderInSite(<Gallery images={images} label="Photos of the router" />);

    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'The ports on the back' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(mainImage()).toHaveAccessibleName('The ports on the back');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(mainImage()).toHaveAccessibleName('The router in its box');
  });

  it('shows a single image without thumbnails', () => {
    renderInSite(<Gallery images={images.slice(0, 1)} label="Photos of the router" />);

    expect(mainImage()).toHaveAccessibleName('The router from the front');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('names its thumbnails in the page’s language', () => {
    renderInSite(<Gallery images={images} label="Fotos del router" chooserLabel="Elija una imagen" />);
    expect(screen.getByRole('list', { name: 'Elija una imagen' })).toBeInTheDocument();
  });
});
