// @ts-check
// The third-party providers (forms, widgets, map, posts, tickets, checkout, videos), as the remotes,
// the shell's server and the browser agree on them. The organisation's accounts are configured when
// the site is deployed (PROVIDERS_FILE, read by the shell's server at start), while pages are
// prerendered when each remote is built. So a page prerendered without the configuration carries:
// - a TOKEN wherever a provider's address goes (`{{provider:<base64url JSON>}}`: letters React never
//   escapes), which the shell's server replaces with the configured address, HTML-escaped;
// - EVERY block of an embed (configured; "what to do instead" when it is off; the same offering the
//   provider's page), each between `<template>` markers; the shell's server keeps the one the
//   configuration chooses and drops the markers.
// The server also writes the public configuration into the page (PROVIDERS_ELEMENT_ID), where the
// browser reads it for its first render: that render equals the served HTML, so it hydrates.
// Browser-safe (no schema library): the file's schema is in providers-config.js, for servers.
const { createElement, Fragment, useEffect, useRef, useState } = require('react');
const { jsonInScript } = require('./json-in-script');
const { escapeHtml } = require('./html');

/**
 * Every embed of the site (each must be configured or `off` in production), and what a page loads
 * from its provider: `frame` (an iframe, which the page first probes with a no-cors request, hence
 * also `connect`), `script` (a widget's script), or `link` (only linked to: no policy). What each
 * one is, for people, is in providers-config.js.
 * @satisfies {Record<string, 'frame' | 'script' | 'link'>}
 */
const EMBEDS = /** @type {const} */ ({
  electronicsDonationForm: 'frame',
  computerApplicationForm: 'frame',
  inquiryForm: 'frame',
  partnerApplicationForm: 'frame',
  hotspotForm: 'frame',
  nonprofitApplicationForm: 'frame',
  paperApplicationForm: 'frame',
  checkInForm: 'frame',
  incomeRequirementForm: 'frame',
  uploadRecommendationForm: 'frame',
  boardSignUpForm: 'frame',
  powerUpForm: 'frame',
  newsletterForm: 'frame',
  helpDesk: 'script',
  donationWidget: 'script',
  storeMap: 'frame',
  linkedInPost: 'frame',
  instagramPost: 'frame',
  tikTokPost: 'frame',
  xPost: 'frame',
  youTubePost: 'frame',
  pepperTickets: 'link',
  shieldCheckout: 'frame',
  appealDonationForm: 'frame',
  appealVideos: 'frame',
});

/**
 * @typedef {keyof typeof EMBEDS} EmbedKey
 * A configured embed as the browser gets it: its address, what else its component needs (a widget's
 * id, a plain page), and the names of the provider's query parameters.
 * @typedef {{ url: string, pageUrl?: string, widgetId?: string, parameters?: Record<string, string> }} ConfiguredEmbed
 * @typedef {{ off: true, link?: string }} OffEmbed an embed the organisation does not use (yet): `link`, a page of the provider to offer instead
 * @typedef {Partial<Record<string, ConfiguredEmbed | OffEmbed>>} PublicProviders what the page carries; a key it lacks counts as off
 * @typedef {{ path?: string, params?: Record<string, string | number | null | undefined>, named?: Record<string, string | number> }} AddressParts
 * `path`: added to the configured address (a plan, a video); `params`: query parameters, encoded,
 * empty ones left out; `named`: query parameters whose names the configuration gives (`parameters`)
 */

/** The id of the JSON element in which the shell's server gives the page its provider configuration. */
const PROVIDERS_ELEMENT_ID = 'site-providers';

const TOKEN_PATTERN = /\{\{provider:([\w-]+)\}\}/g;
const BRANCH_PATTERN = /<template data-provider-(configured|off|link)="(\w+)"><\/template>([\s\S]*?)<template data-provider-end="\2"><\/template>/g;

/**
 * A configured embed's address with a path and query parameters added (the same in the browser and
 * on the shell's server, so both write the same markup). The configured address's own query stays.
 * @param {ConfiguredEmbed} embed
 * @param {AddressParts} [parts]
 */
function addressOf(embed, { path, params = {}, named = {} } = {}) {
  const base = new URL(embed.url);
  const url = new URL(path ?? '', base);
  // A relative path replaces the query too: the configured one stays.
  if (path) for (const [name, value] of base.searchParams) url.searchParams.append(name, value);
  const namedParams = Object.entries(named).map(([name, value]) => [embed.parameters?.[name] ?? name, value]);
  for (const [name, value] of [...Object.entries(params), ...namedParams]) {
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.set(String(name), String(value));
  }
  return url.toString();
}

/**
 * What a token stands for, resolved against the configuration: the address, its host, or another
 * field of the embed; of an embed that is off, the provider's page it offers (`link`). Anything
 * else resolves to an empty string.
 * @param {PublicProviders} providers
 * @param {{ key: string, field?: 'host' | 'pageUrl' | 'widgetId' | 'link' } & AddressParts} request
 */
function resolveValue(providers, { key, field, ...parts }) {
  const embed = providers[key];
  if (!embed || 'off' in embed) return (field === 'link' && embed?.link) || '';
  if (field === 'link') return '';
  if (field === 'host') return new URL(embed.url).host;
  if (field) return embed[field] ?? '';
  return addressOf(embed, parts);
}

/** @param {string} json */
const toBase64Url = (json) => btoa(String.fromCharCode(...new TextEncoder().encode(json))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** @param {string} text */
const fromBase64Url = (text) => new TextDecoder().decode(Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0)));

/**
 * The configuration the page carries, or `undefined` while prerendering (no page, or none in it).
 * Read during render on purpose: the shell's server wrote the served HTML from the same element.
 * @type {{ text: string, providers: PublicProviders } | undefined}
 */
let lastRead;
/** @returns {PublicProviders | undefined} */
function pageProviders() {
  const text = globalThis.document?.getElementById(PROVIDERS_ELEMENT_ID)?.textContent;
  if (text === undefined || text === null) return undefined;
  if (lastRead?.text !== text) {
    /** @type {PublicProviders} */
    let providers = {};
    try {
      const parsed = JSON.parse(text);
      if (parsed && typeof parsed === 'object') providers = parsed;
    } catch {
      // A broken element: every embed shows what to do instead.
    }
    lastRead = { text, providers };
  }
  return lastRead.providers;
}

/**
 * An embed as this render knows it: configured (with its settings), off, or `unknown` while
 * prerendering (ProviderChoice then renders every block).
 * @param {EmbedKey} key
 * @returns {{ state: 'configured', embed: ConfiguredEmbed } | { state: 'off', link?: string } | { state: 'unknown' }}
 */
function providerOf(key) {
  const providers = pageProviders();
  if (!providers) return { state: 'unknown' };
  const embed = providers[key];
  if (!embed || 'off' in embed) return { state: 'off', link: embed?.link };
  return { state: 'configured', embed };
}

/**
 * @param {EmbedKey} key
 * @param {{ field?: 'host' | 'pageUrl' | 'widgetId' | 'link' } & AddressParts} request
 */
function valueOf(key, request) {
  const providers = pageProviders();
  if (!providers) return `{{provider:${toBase64Url(JSON.stringify({ key, ...request }))}}}`;
  return resolveValue(providers, { key, ...request });
}

/**
 * A configured embed's address (with a path and parameters added), for its configured block.
 * @param {EmbedKey} key
 * @param {AddressParts} [parts]
 */
const providerAddress = (key, parts = {}) => valueOf(key, parts);

/**
 * Another value of a configured embed, for its configured block: `host` (to say where the visitor
 * goes), `pageUrl` or `widgetId`.
 * @param {EmbedKey} key
 * @param {'host' | 'pageUrl' | 'widgetId'} field
 */
const providerValue = (key, field) => valueOf(key, { field });

/**
 * Renders an embed's configured block or its "what to do instead" block (given the provider's page
 * when the configuration names one). While prerendering it renders all three, marked, and the
 * shell's server keeps one. The children are always nine, in the same places, so ids React derives
 * from the tree (useId) are the same either way.
 * @param {{ embed: EmbedKey, configured: () => import('react').ReactNode, off: (link: string | undefined) => import('react').ReactNode }} props
 */
function ProviderChoice({ embed, configured, off }) {
  const provider = providerOf(embed);
  const unknown = provider.state === 'unknown';
  /** @param {string} name */
  const marker = (name) => (unknown ? createElement('template', { [`data-provider-${name}`]: embed }) : null);
  const link = provider.state === 'off' ? provider.link : undefined;
  return createElement(
    Fragment,
    null,
    marker('configured'),
    unknown || provider.state === 'configured' ? configured() : null,
    marker('end'),
    marker('off'),
    unknown || (provider.state === 'off' && !link) ? off(undefined) : null,
    marker('end'),
    marker('link'),
    unknown ? off(valueOf(embed, { field: 'link' })) : link ? off(link) : null,
    marker('end'),
  );
}

/**
 * The served HTML of a prerendered page: each embed's block chosen by the configuration, every
 * token replaced by its value, escaped for HTML (tokens sit in attribute values and in text).
 * @param {string} html
 * @param {PublicProviders} providers
 */
function fillProviders(html, providers) {
  return html
    .replace(BRANCH_PATTERN, (_block, branch, key, content) => {
      const embed = providers[key];
      const chosen = !embed ? 'off' : !('off' in embed) ? 'configured' : embed.link ? 'link' : 'off';
      return branch === chosen ? content : '';
    })
    .replace(TOKEN_PATTERN, (_token, payload) => {
      try {
        return escapeHtml(resolveValue(providers, JSON.parse(fromBase64Url(payload))));
      } catch {
        return '';
      }
    });
}

/**
 * The element that gives the page its configuration (after the app's root: the app reads it when it starts).
 * @param {PublicProviders} providers
 */
function providersElement(providers) {
  return `<script type="application/json" id="${PROVIDERS_ELEMENT_ID}">${jsonInScript(providers)}</script>`;
}

/** A provider that has not answered by then is treated as unreachable. */
const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * Whether a framed provider answers: a frame cannot tell the page its provider is down, a no-cors
 * request to the same address can (it fails only when the provider cannot be reached in time).
 * @param {string} url
 * @param {AbortSignal} signal ends the check early (the page moved on)
 * @returns {Promise<boolean>}
 */
async function providerAnswers(url, signal) {
  const timeout = AbortSignal.timeout(PROVIDER_TIMEOUT_MS);
  try {
    await fetch(url, { mode: 'no-cors', cache: 'no-store', signal: AbortSignal.any([signal, timeout]) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the provider at `url` answers (providerAnswers), checked once the element holding its
 * frame comes near the screen, as a lazy frame loads: `answers` turns false only when it cannot be
 * reached in time; `near` turns true then (at once where the browser cannot tell), for a frame
 * that should not load before. Pass `ref` to that element.
 * @template {HTMLElement} T
 * @param {string} url
 */
function useProviderAnswers(url) {
  const ref = useRef(/** @type {T | null} */ (null));
  const [near, setNear] = useState(false);
  const [answers, setAnswers] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    if (!globalThis.IntersectionObserver) {
      setNear(true);
      return undefined;
    }
    const controller = new AbortController();
    const observer = new globalThis.IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        setNear(true);
        void providerAnswers(url, controller.signal).then((answered) => {
          if (!controller.signal.aborted) setAnswers(answered);
        });
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      controller.abort();
    };
  }, [url]);
  return { ref, near, answers };
}

module.exports = {
  EMBEDS,
  PROVIDERS_ELEMENT_ID,
  ProviderChoice,
  addressOf,
  fillProviders,
  providerAddress,
  providerAnswers,
  providerOf,
  providerValue,
  providersElement,
  useProviderAnswers,
};
