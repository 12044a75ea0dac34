import { screen } from '@testing-library/react';
import { exampleAddress } from 'composition-contract/providers-testing';
import { renderInSite } from 'ui/testing';
import { socialPosts } from '../../config/embeds';
import SocialMedia from '.';

describe('Social media', () => {
  it('embeds a post from each of the five networks, each with a plain link to it', () => {
    renderInSite(<SocialMedia />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Social Media');
    for (const network of ['LinkedIn', 'Instagram', 'TikTok', 'X', 'YouTube']) {
      const post = socialPosts.find((candidate) => candidate.network === network);
      expect(screen.getByRole('heading', { level: 3, name: network })).toBeInTheDocument();
      expect(screen.getByTitle(post?.title ?? '')).toHaveAttribute('loading', 'lazy');
      expect(screen.getByRole('link', { name: `View on ${network}` })).toHaveAttribute('href', post && exampleAddress(post.key));
    }
  });
});
