import { SUBSCRIPTION } from '../../../common/constants.js';
import { PRICES } from '../../../common/plans.js';
import { companyLine, type Company } from '../../../common/company.js';
import type { LegalText } from './legal-types.js';

export const termsText = (company: Company): LegalText => ({
  title: 'Termini e condizioni di utilizzo',
  updated: '22 novembre 2026',
  intro: [
    'I presenti Termini e condizioni (di seguito "Termini") regolano l\'accesso e l\'uso di Studio, la piattaforma web che permette ai professionisti di gestire agenda, servizi, clienti, chat e documenti e ai loro clienti di prenotare appuntamenti e comunicare con loro (di seguito il "Servizio").',
    "Registrandoti e spuntando la casella di accettazione dichiari di aver letto e compreso i Termini e l'Informativa privacy e di accettarli. Se non li accetti non puoi utilizzare il Servizio.",
  ],
  sections: [
    {
      title: 'Chi fornisce il Servizio',
      paragraphs: [
        `Il Servizio è fornito da ${companyLine(company)} (di seguito "Studio", "noi"). Per qualunque comunicazione relativa ai presenti Termini puoi scrivere dalla pagina Aiuto della piattaforma oppure all'indirizzo ${company.emailPrivacy}.`,
      ],
    },
    {
      title: 'Definizioni',
      items: [
        'Utente: chiunque si registri al Servizio, come Professionista o come Cliente.',
        "Professionista: l'Utente che offre prestazioni professionali e utilizza Studio per pubblicare orari e servizi, ricevere prenotazioni e gestire i propri clienti, sottoscrivendo l'abbonamento.",
        "Cliente: l'Utente che si collega a uno o più Professionisti per prenotare appuntamenti, comunicare e scambiare documenti con loro. Per il Cliente il Servizio è gratuito.",
        'Visitatore: chi, senza registrarsi, consulta le pagine pubbliche o prenota un appuntamento introduttivo con il team di Studio.',
        'Contenuti: messaggi, documenti, note, descrizioni di servizi e ogni altro materiale che gli Utenti caricano o scambiano tramite il Servizio.',
      ],
    },
    {
      title: 'Registrazione e account',
      paragraphs: [
        'Per usare il Servizio occorre creare un account fornendo dati veritieri, completi e aggiornati e confermare il proprio indirizzo email tramite il link ricevuto. Il Servizio è riservato a persone maggiorenni.',
        'Sei responsabile della riservatezza delle tue credenziali e di tutte le attività svolte con il tuo account. La password deve essere lunga almeno 8 caratteri e contenere almeno una lettera e un numero; ti consigliamo di non riutilizzarla su altri siti. Se sospetti un accesso non autorizzato cambia subito la password e avvisaci.',
        'L\'opzione "Resta connesso" conserva l\'accesso sul dispositivo in uso: non attivarla su computer condivisi. Puoi uscire in ogni momento con il comando Esci.',
      ],
    },
    {
      title: 'Verifica dei Professionisti',
      paragraphs: [
        "Al momento della registrazione il Professionista carica un documento d'identità valido (JPEG, PNG, GIF, PDF o EPS, fino a 10 MB). Il documento serve esclusivamente a verificare l'identità del Professionista e a tutelare i Clienti; non viene mostrato ad altri Utenti.",
        "Il Professionista garantisce di essere in possesso dei titoli, delle abilitazioni e delle iscrizioni ad albi eventualmente richiesti per l'esercizio della propria attività e resta l'unico responsabile delle prestazioni rese ai propri Clienti. Studio non è parte del rapporto professionale tra Professionista e Cliente.",
      ],
    },
    {
      title: 'Abbonamento, prova gratuita e pagamenti',
      paragraphs: [
        `Per il Professionista il Servizio prevede una prova gratuita di ${SUBSCRIPTION.trialDays} giorni dalla registrazione, senza obbligo di inserire un metodo di pagamento. Al termine della prova il Professionista può sottoscrivere l'abbonamento:`,
      ],
      items: [
        `mensile, al prezzo di ${PRICES.monthly} € + IVA al mese, pagato con carta;`,
        `annuale, al prezzo di ${PRICES.yearlyPerMonth} € + IVA al mese con fattura unica anticipata, pagato con carta oppure con bonifico bancario (${PRICES.bankTransferYearly} € + IVA all'anno, con la causale indicata nella pagina Abbonamento).`,
      ],
      closing: [
        "I pagamenti con carta sono elaborati da Stripe: Studio non riceve né conserva i dati completi della carta. Un mese pagato estende l'abbonamento di 30 giorni e un anno di 365 giorni, a partire dalla scadenza in corso o, se già trascorsa, dalla data del pagamento.",
        'Il rinnovo automatico può essere disattivato in qualsiasi momento dalla pagina Abbonamento; la disattivazione ha effetto dalla scadenza successiva e non dà diritto al rimborso del periodo già pagato, salvo quanto previsto dalla legge. Ti avvisiamo 7 giorni prima della scadenza.',
        `Se l'abbonamento non viene rinnovato, trascorsi ${SUBSCRIPTION.graceDays} giorni dalla scadenza il profilo del Professionista non è più visibile ai Clienti e non può ricevere nuove prenotazioni; dati, documenti e conversazioni restano conservati e tornano disponibili al rinnovo. I prezzi possono cambiare con un preavviso di almeno 30 giorni, senza effetto sui periodi già pagati.`,
      ],
    },
    {
      title: 'Prenotazioni',
      paragraphs: [
        "Il Professionista definisce orari di lavoro, pause, giornate non disponibili e servizi. Il Cliente collegato, e accettato dal Professionista, può prenotare gli spazi liberi di mezz'ora indicati in verde; ogni spazio può essere prenotato da una sola persona.",
        "Alla prenotazione e alla cancellazione Studio invia email automatiche alle parti interessate, oltre a un promemoria 24 ore prima dell'appuntamento. Gli accordi economici, le politiche di disdetta e le modalità della prestazione restano stabiliti direttamente tra Professionista e Cliente.",
        "I Visitatori possono prenotare, senza registrazione, un appuntamento introduttivo gratuito con il team di Studio; i dati forniti sono usati solo per gestire quell'appuntamento.",
      ],
    },
    {
      title: 'Chat, documenti e spazio di archiviazione',
      paragraphs: [
        `Professionista e Cliente collegati possono scambiarsi messaggi e documenti (fino a 100 MB per documento). L'abbonamento comprende 10 GB di spazio; il Professionista può acquistare blocchi aggiuntivi da 10 GB al prezzo di ${PRICES.storageBlock} € + IVA all'anno. I file sono conservati su server situati in Italia.`,
        "Quando il collegamento tra Professionista e Cliente viene rimosso da una delle parti, tutti i documenti scambiati in quel collegamento vengono eliminati definitivamente e le prenotazioni future del Cliente con quel Professionista vengono annullate, con email di cancellazione; la cronologia della chat è conservata e torna visibile se le parti si collegano di nuovo. Solo il Professionista può eliminare i documenti condivisi. L'eliminazione di un file è definitiva: ti consigliamo di conservare una copia dei documenti importanti.",
      ],
    },
    {
      title: 'Uso corretto del Servizio',
      paragraphs: ['Ti impegni a non utilizzare il Servizio per:'],
      items: [
        "caricare o inviare contenuti illeciti, diffamatori, offensivi, discriminatori o che violino diritti di terzi, compresi diritti d'autore e riservatezza;",
        'diffondere virus, malware o altri codici dannosi, o tentare di accedere senza autorizzazione ai sistemi di Studio o agli account di altri Utenti;',
        'inviare comunicazioni commerciali non richieste o usare i dati di altri Utenti per finalità diverse dalla gestione del rapporto professionale;',
        'sovraccaricare deliberatamente il Servizio, anche con strumenti automatici, o aggirare i limiti tecnici e di sicurezza.',
      ],
      closing: [
        'Il Professionista che carica dati personali dei propri Clienti (per esempio note o documenti) lo fa in qualità di titolare del trattamento e si impegna a rispettare la normativa sulla protezione dei dati personali e il segreto professionale eventualmente applicabile.',
      ],
    },
    {
      title: 'Disponibilità e modifiche del Servizio',
      paragraphs: [
        'Ci impegniamo a mantenere il Servizio disponibile con continuità, ma possono verificarsi interruzioni per manutenzione, aggiornamenti o cause non dipendenti da noi. Quando possibile avvisiamo in anticipo gli interventi programmati.',
        'Possiamo migliorare o modificare le funzionalità del Servizio. Le modifiche che riducono in modo sostanziale le funzionalità a pagamento vengono comunicate ai Professionisti con almeno 30 giorni di preavviso.',
      ],
    },
    {
      title: 'Responsabilità',
      paragraphs: [
        'Studio risponde dei danni derivanti da dolo o colpa grave nella fornitura del Servizio. Nei limiti consentiti dalla legge, Studio non è responsabile dei contenuti scambiati dagli Utenti, delle prestazioni rese dai Professionisti, degli appuntamenti mancati o dei danni indiretti, come perdita di profitto o di opportunità.',
        'Nulla nei presenti Termini limita i diritti che il Codice del Consumo (D.Lgs. 206/2005) riconosce agli Utenti che agiscono come consumatori.',
      ],
    },
    {
      title: 'Proprietà intellettuale',
      paragraphs: [
        'Il software, il marchio Studio, la grafica e i testi della piattaforma appartengono a Studio o ai suoi licenzianti. Gli Utenti restano titolari dei propri Contenuti e concedono a Studio la sola licenza necessaria a conservarli, elaborarli e trasmetterli per fornire il Servizio.',
      ],
    },
    {
      title: 'Sospensione e cessazione',
      paragraphs: [
        "Puoi smettere di usare il Servizio in qualsiasi momento e chiedere la cancellazione dell'account scrivendoci dalla pagina Aiuto. Possiamo sospendere o disattivare un account in caso di violazione grave o ripetuta dei presenti Termini, di uso fraudolento o su richiesta dell'autorità, informando l'Utente dei motivi salvo che la legge lo impedisca.",
        "Alla cessazione dell'account i dati vengono cancellati secondo i tempi indicati nell'Informativa privacy, fatti salvi gli obblighi di conservazione previsti dalla legge.",
      ],
    },
    {
      title: 'Modifiche ai Termini',
      paragraphs: [
        "Possiamo aggiornare i presenti Termini per adeguarli a cambiamenti normativi o del Servizio. Le modifiche sostanziali vengono comunicate via email o con un avviso nella piattaforma almeno 15 giorni prima dell'entrata in vigore; se non le accetti puoi recedere prima di tale data.",
      ],
    },
    {
      title: 'Legge applicabile e foro competente',
      paragraphs: [
        'I presenti Termini sono regolati dalla legge italiana. Per le controversie con Utenti consumatori è competente il foro del luogo di residenza o domicilio del consumatore; negli altri casi è competente in via esclusiva il foro della sede di Studio. Il consumatore può inoltre ricorrere alle procedure di risoluzione alternativa delle controversie previste dalla legge.',
      ],
    },
  ],
});
