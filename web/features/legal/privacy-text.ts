import { companyLine, type Company } from '../../../common/company.js';
import type { LegalText } from './legal-types.js';

export const privacyText = (company: Company): LegalText => ({
  title: 'Informativa sulla privacy',
  updated: '22 novembre 2026',
  intro: [
    'Questa informativa spiega, ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 ("GDPR") e del D.Lgs. 196/2003 come modificato dal D.Lgs. 101/2018, quali dati personali tratta Studio quando usi la piattaforma, per quali finalità, su quale base giuridica, per quanto tempo e quali diritti puoi esercitare.',
  ],
  sections: [
    {
      title: 'Titolare del trattamento',
      paragraphs: [
        `Il titolare del trattamento è ${companyLine(company)}. Per qualsiasi domanda sul trattamento dei tuoi dati o per esercitare i tuoi diritti puoi scrivere a ${company.emailPrivacy}.`,
        "Per i dati che un Professionista inserisce sui propri Clienti nello svolgimento della sua attività (per esempio note, documenti e appuntamenti) il titolare è il Professionista stesso, mentre Studio agisce come responsabile del trattamento ai sensi dell'art. 28 GDPR, trattando quei dati solo per fornire il Servizio e secondo le istruzioni del Professionista.",
      ],
    },
    {
      title: 'Quali dati trattiamo',
      items: [
        "Dati dell'account: nome, cognome, email, telefono, codice fiscale e password (conservata solo in forma cifrata con un algoritmo di hashing); per i Professionisti anche nome dell'azienda o dello studio, partita IVA, indirizzo, città, CAP e provincia.",
        "Documento d'identità dei Professionisti: l'immagine o il file caricato in fase di registrazione per la verifica dell'identità.",
        "Prenotazioni: data e ora degli appuntamenti, servizio scelto ed eventuali note; per i Visitatori che prenotano l'appuntamento introduttivo, nome, cognome ed email.",
        'Chat e documenti: i messaggi scambiati tra Professionista e Cliente e i file caricati, con nome, dimensione e data di invio; le note riservate che il Professionista scrive sui propri Clienti.',
        'Dati di pagamento: per gli abbonamenti, stato del pagamento, importo, periodo e metodo. I dati della carta sono raccolti ed elaborati direttamente da Stripe e non transitano sui nostri server.',
        'Dati tecnici e di utilizzo: indirizzo IP, data e ora delle richieste, informazioni sul browser e registri di sicurezza; sulla pagina iniziale, un identificativo casuale del visitatore (lead id) associato al tempo di permanenza e alle azioni compiute, senza alcun dato che ti identifichi direttamente.',
        "Comunicazioni con l'assistenza: oggetto e testo dei messaggi che ci invii dalla pagina Aiuto.",
      ],
    },
    {
      title: 'Finalità e basi giuridiche',
      items: [
        "Creare e gestire l'account, permettere le prenotazioni, la chat e lo scambio di documenti, inviare le email di servizio (conferma dell'indirizzo, reimpostazione della password, conferme, promemoria e cancellazioni degli appuntamenti): esecuzione del contratto (art. 6.1.b GDPR).",
        "Verificare l'identità dei Professionisti tramite il documento d'identità, per tutelare i Clienti e prevenire frodi: esecuzione del contratto e legittimo interesse di Studio e dei Clienti (art. 6.1.b e 6.1.f GDPR).",
        'Gestire abbonamenti, pagamenti e fatturazione e adempiere agli obblighi fiscali e contabili: esecuzione del contratto e obbligo legale (art. 6.1.b e 6.1.c GDPR).',
        'Garantire la sicurezza del Servizio, prevenire abusi (per esempio con limiti ai tentativi di accesso) e difendere i nostri diritti: legittimo interesse (art. 6.1.f GDPR).',
        "Misurare in forma aggregata l'interesse per la pagina iniziale tramite l'identificativo casuale del visitatore, per migliorarne i contenuti: legittimo interesse (art. 6.1.f GDPR). Il dato non viene incrociato con altri dati e non serve a profilarti.",
        'Rispondere alle richieste di assistenza: esecuzione del contratto o di misure precontrattuali (art. 6.1.b GDPR).',
      ],
      closing: [
        "Il conferimento dei dati dell'account e, per i Professionisti, del documento d'identità è necessario per usare il Servizio: senza di essi non è possibile completare la registrazione. Non prendiamo decisioni basate unicamente su trattamenti automatizzati che producano effetti giuridici nei tuoi confronti.",
      ],
    },
    {
      title: 'Dove e come conserviamo i dati',
      paragraphs: [
        "I dati e i file sono conservati su server situati in Italia, con comunicazioni cifrate (HTTPS), accessi limitati al personale autorizzato e copie di sicurezza periodiche. Il documento d'identità dei Professionisti è accessibile solo all'amministratore del Servizio.",
        'Il Servizio usa strumenti tecnici strettamente necessari, che non richiedono consenso: la memoria di sessione del browser e, se scegli "Resta connesso", un cookie per mantenere l\'accesso; un cookie di sicurezza contro le richieste contraffatte; sulla pagina iniziale, l\'identificativo casuale del visitatore conservato nella memoria di sessione del browser. Non usiamo cookie pubblicitari né di profilazione di terze parti.',
      ],
    },
    {
      title: 'A chi comunichiamo i dati',
      paragraphs: [
        'I dati sono visibili agli altri Utenti solo nei limiti necessari al Servizio: il Professionista vede i dati e le prenotazioni dei Clienti collegati; il Cliente vede i dati professionali dei Professionisti a cui si collega. Non vendiamo i tuoi dati e non li cediamo a terzi per finalità di marketing.',
        "I dati possono essere trattati, per nostro conto e sulla base di un contratto ai sensi dell'art. 28 GDPR, da fornitori che ci aiutano a erogare il Servizio: il fornitore dell'infrastruttura di hosting in Italia e il fornitore del servizio di invio delle email. Stripe Payments Europe Ltd. tratta i dati di pagamento come titolare autonomo secondo la propria informativa; eventuali trasferimenti verso Paesi extra UE da parte di Stripe avvengono sulla base delle decisioni di adeguatezza della Commissione europea o delle clausole contrattuali standard.",
        'Possiamo comunicare i dati alle autorità quando lo impone la legge.',
      ],
    },
    {
      title: 'Per quanto tempo conserviamo i dati',
      items: [
        "Dati dell'account: per tutta la durata dell'account. Quando elimini l'account dalla pagina Account, i dati personali vengono cancellati subito; ne resta solo un record anonimo collegato ai pagamenti, che la legge ci obbliga a conservare.",
        "Documento d'identità dei Professionisti: per la durata dell'account del Professionista; viene cancellato insieme all'account.",
        "Chat e documenti: finché esiste il collegamento tra Professionista e Cliente e l'account è attivo. La rimozione del collegamento cancella definitivamente i documenti scambiati, mentre la chat resta conservata fino alla cancellazione di uno dei due account, che la cancella subito.",
        "Prenotazioni: per la durata dell'account; quelle dei Visitatori per 12 mesi dall'appuntamento.",
        "Dati di pagamento e fatturazione: 10 anni, come previsto dall'art. 2220 del Codice civile, anche dopo l'eliminazione dell'account (senza gli altri dati personali).",
        'Registri tecnici e di sicurezza: 6 mesi. Identificativo del visitatore della pagina iniziale e relativi eventi: 12 mesi.',
        "Messaggi all'assistenza: 24 mesi dalla chiusura della richiesta.",
      ],
      closing: [
        'Trascorsi questi periodi i dati vengono cancellati o resi anonimi, salvo che debbano essere conservati più a lungo per adempiere a un obbligo di legge o per difendere un diritto in giudizio.',
      ],
    },
    {
      title: 'I tuoi diritti',
      paragraphs: ['In ogni momento, ai sensi degli articoli da 15 a 22 del GDPR, hai diritto di:'],
      items: [
        'accedere ai tuoi dati e riceverne copia (art. 15): dalla pagina Account puoi scaricarli in ogni momento in un file ZIP;',
        "ottenere la rettifica dei dati inesatti o l'integrazione di quelli incompleti (art. 16); molti dati puoi correggerli da solo nella pagina Account;",
        'ottenere la cancellazione dei dati (art. 17), anche eliminando da solo il tuo account dalla pagina Account, e la limitazione del trattamento (art. 18), nei casi previsti dalla legge;',
        'ricevere la notifica delle rettifiche, cancellazioni e limitazioni comunicate ai destinatari (art. 19);',
        'ricevere i dati che ci hai fornito in un formato strutturato, di uso comune e leggibile da dispositivo automatico e trasmetterli a un altro titolare (portabilità, art. 20);',
        'opporti in qualsiasi momento ai trattamenti basati sul legittimo interesse, per motivi connessi alla tua situazione particolare (art. 21);',
        'non essere sottoposto a decisioni basate unicamente su trattamenti automatizzati (art. 22).',
      ],
      closing: [
        `Per esercitare i tuoi diritti scrivi a ${company.emailPrivacy}: rispondiamo senza ritardo e comunque entro un mese dalla richiesta. Se ritieni che il trattamento violi il GDPR puoi proporre reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it) ai sensi dell'art. 77 GDPR, o ricorrere all'autorità giudiziaria.`,
        'Se sei Cliente di un Professionista e la richiesta riguarda dati che il Professionista tratta come titolare (per esempio le sue note o i documenti scambiati), puoi rivolgerti direttamente a lui; se ci scrivi, inoltreremo la richiesta al Professionista e lo assisteremo nella risposta.',
      ],
    },
    {
      title: 'Minori',
      paragraphs: [
        'Il Servizio è riservato ai maggiorenni. Se veniamo a sapere di aver raccolto dati di un minore senza il consenso di chi esercita la responsabilità genitoriale, li cancelliamo.',
      ],
    },
    {
      title: 'Modifiche a questa informativa',
      paragraphs: [
        "Possiamo aggiornare questa informativa quando cambiano il Servizio o la normativa. La data dell'ultimo aggiornamento è indicata in alto; le modifiche rilevanti vengono comunicate via email o con un avviso nella piattaforma.",
      ],
    },
  ],
});
