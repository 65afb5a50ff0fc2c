'use client';

import { useEffect, useSyncExternalStore } from 'react';

import {
  calendarLocationParameter,
  calendarLocationTitle,
  UNKNOWN_LOCATION,
} from '@/lib/rules/calendar-location-title';

const noChanges = () => () => {};

function titleFromLocation(): string {
  return calendarLocationTitle(calendarLocationParameter(window.location.pathname));
}

/**
 * The heading of an unknown /calendar/{location}: every unknown location shares one cached page (the proxy
 * rewrites them to it, so invented URLs cannot fill the cache), whose HTML says 'Unknown Location'; the browser
 * then titles it from the address bar's parameter, as the spec asks ('/calendar/some-place' shows 'Some Place').
 */
export function LocationTitleFromPath() {
  const title = useSyncExternalStore(noChanges, titleFromLocation, () => UNKNOWN_LOCATION);
  useEffect(() => {
    if (title === UNKNOWN_LOCATION) return;
    // Next streams the metadata's <title> and may write it after this effect: follow the head until unmount.
    const retitle = () => {
      if (document.title.includes(UNKNOWN_LOCATION))
        document.title = document.title.replace(UNKNOWN_LOCATION, title);
    };
    retitle();
    const observer = new MutationObserver(retitle);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [title]);
  return <>{title}</>;
}
