import { randomUUID } from 'node:crypto';

export interface Person {
  nome: string;
  cognome: string;
  email: string;
  telefono: string;
  codiceFiscale: string;
  password: string;
}

export interface Professional extends Person {
  nomeAzienda: string;
  partitaIva: string;
  indirizzo: string;
  citta: string;
  cap: string;
  provincia: string;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

export function makeClient(prefix = 'cliente'): Person {
  return {
    nome: 'Giulia',
    cognome: 'Bianchi',
    email: uniqueEmail(prefix),
    telefono: '3331234567',
    codiceFiscale: 'BNCGLI90A41H501X',
    password: 'AgendaVerde7',
  };
}

export function makeProfessional(prefix = 'pro'): Professional {
  return {
    nome: 'Marco',
    cognome: 'Rossi',
    email: uniqueEmail(prefix),
    telefono: '0612345678',
    codiceFiscale: 'RSSMRC80A01H501U',
    password: 'TorreBlu2024',
    nomeAzienda: 'Studio Rossi Commercialisti',
    partitaIva: '01234567890',
    indirizzo: 'Via del Corso 10',
    citta: 'Roma',
    cap: '00186',
    provincia: 'RM',
  };
}
