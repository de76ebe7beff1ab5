import ICAL from 'ical.js';

export interface ParsedEvent {
  uid: string;
  sequence: number;
  summary: string;
  description: string;
  location: string;
  url: string;
  status: string;
  start: Date;
  end: Date;
  /** Wall-clock 'YYYY-MM-DDTHH:MM:SS' as written, and its TZID. */
  wallStart: string;
  startTzid: string;
  wallEnd: string;
  endTzid: string;
  organizer: string;
  organizerSentBy: string;
  attendee: string;
}

/**
 * A calendar file read by ical.js (the iCalendar parser of Thunderbird and many web calendars),
 * with its own VTIMEZONE registered, so times are the instants a calendar app would show.
 */
export function parseCalendar(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events: ParsedEvent[] = root.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const organizer = vevent.getFirstProperty('organizer');
    const str = (name: string) => String(vevent.getFirstPropertyValue(name) ?? '');
    return {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary ?? '',
      description: event.description ?? '',
      location: event.location ?? '',
      url: str('url'),
      status: str('status'),
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      wallStart: event.startDate.toString(),
      startTzid: String(vevent.getFirstProperty('dtstart')?.getParameter('tzid') ?? ''),
      wallEnd: event.endDate.toString(),
      endTzid: String(vevent.getFirstProperty('dtend')?.getParameter('tzid') ?? ''),
      organizer: organizer ? String(organizer.getFirstValue()) : '',
      organizerSentBy: organizer ? String(organizer.getParameter('sent-by') ?? '') : '',
      attendee: str('attendee'),
    };
  });
  return {
    method: String(root.getFirstPropertyValue('method') ?? ''),
    name: String(root.getFirstPropertyValue('x-wr-calname') ?? ''),
    timezones: root.getAllSubcomponents('vtimezone').map((z) => String(z.getFirstPropertyValue('tzid'))),
    events,
  };
}

/**
 * The one event of an invitation (the .ics attached to a booking e-mail): its method, UID,
 * SEQUENCE and STATUS, the wall-clock times with their TZIDs as written, and the instants
 * (`startUtc`, `endUtc`) worked out from the file's own VTIMEZONE.
 */
export function parseIcs(text: string) {
  const { method, events } = parseCalendar(text);
  const [event] = events;
  return {
    method,
    uid: event.uid,
    sequence: event.sequence,
    status: event.status,
    start: event.wallStart,
    startTzid: event.startTzid,
    end: event.wallEnd,
    endTzid: event.endTzid,
    startUtc: event.start.toISOString(),
    endUtc: event.end.toISOString(),
  };
}
