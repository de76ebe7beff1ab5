import ICAL from 'ical.js';

export interface ParsedEvent {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  /** Wall-clock 'YYYY-MM-DDTHH:MM:SS' and its TZID. */
  start: string;
  startTzid: string;
  end: string;
  endTzid: string;
  /** The instants, worked out by ical.js from the file's own VTIMEZONE. */
  startUtc: string;
  endUtc: string;
}

/** Parses an .ics attachment with ical.js (a real RFC 5545 parser) and returns its one event. */
export function parseIcs(text: string): ParsedEvent {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  const dtstart = vevent.getFirstProperty('dtstart')!;
  const dtend = vevent.getFirstProperty('dtend')!;
  const utc = (time: ICAL.Time) => time.toJSDate().toISOString();
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue('status')),
    start: event.startDate.toString(),
    startTzid: String(dtstart.getParameter('tzid')),
    end: event.endDate.toString(),
    endTzid: String(dtend.getParameter('tzid')),
    startUtc: utc(event.startDate),
    endUtc: utc(event.endDate),
  };
}
