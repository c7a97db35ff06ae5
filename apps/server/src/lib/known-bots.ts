/** Crawlers, link previews and scripts: they read pages, but they are not readers (nor searchers). */
const knownBot =
  /bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|embedly|headless|lighthouse|curl\/|wget\/|python-|go-http-client|java\/|libwww|httpclient|axios\/|node-fetch|undici/i;

export const isKnownBot = (agent: string) => agent.trim() === '' || knownBot.test(agent);
