import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './site';

type Embed = { url: string } | 'off' | { off: true; link?: string };

/**
 * The provider configuration the suite's site runs with: the development one (no PROVIDERS_FILE),
 * the example file beside the README.
 */
export const developmentProviders: { file: string; embeds: Record<string, Embed> } = {
  file: path.join(repoRoot, 'providers.example.json'),
  ...JSON.parse(fs.readFileSync(path.join(repoRoot, 'providers.example.json'), 'utf8')),
};

/** A configured embed's address in the development configuration. */
export function developmentAddress(key: string): string {
  const embed = developmentProviders.embeds[key];
  if (!embed || embed === 'off' || 'off' in embed) throw new Error(`${key} is not configured in the development configuration`);
  return embed.url;
}
