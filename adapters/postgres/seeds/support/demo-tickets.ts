import type { ContactType } from '../../../../core/domain/help-center/contact-type.ts';
import type { TicketStatus } from '../../../../core/domain/tickets/ticket-status.ts';

export type DemoTicket = {
  readonly id: string;
  readonly publicId: string;
  readonly subject: string;
  readonly contactType: ContactType;
  readonly status: TicketStatus;
  /** Oldest first; minutes after DEMO_TICKETS_FROM. */
  readonly messages: readonly { readonly author: 'customer' | 'support'; readonly body: string; readonly at: number }[];
};

export const DEMO_TICKETS_FROM = Date.parse('2024-11-18T09:00:00Z');

/** The demo customer's conversations with support: one answered, one waiting and one archived, so the accounts page shows each status. */
export const DEMO_TICKETS: readonly DemoTicket[] = [
  {
    id: 'demo-ticket-1',
    publicId: '4810273561',
    subject: 'Cambiar la dirección de entrega',
    contactType: 'formContact',
    status: 'RESOLVED',
    messages: [
      {
        author: 'customer',
        body: 'Hola, acabo de hacer un pedido y me he equivocado en el número del portal. ¿Podéis cambiarlo al 14?',
        at: 0,
      },
      {
        author: 'support',
        body: 'Hola Ana, el pedido todavía no había entrado en producción, así que ya hemos corregido la dirección. ¡Gracias por avisarnos!',
        at: 95,
      },
    ],
  },
  {
    id: 'demo-ticket-2',
    publicId: '4810299014',
    subject: '¿Hacéis tazas con dos fotos distintas?',
    contactType: 'helpCenter',
    status: 'PENDING',
    messages: [
      {
        author: 'customer',
        body: 'Quiero regalar una taza con una foto a cada lado. ¿Se puede hacer desde el editor o tengo que montar yo la imagen?',
        at: 8 * 24 * 60,
      },
    ],
  },
  {
    id: 'demo-ticket-3',
    publicId: '4810211872',
    subject: 'Presupuesto para 40 camisetas de un club',
    contactType: 'formContactRequestBudget',
    status: 'ARCHIVED',
    messages: [
      {
        author: 'customer',
        body: 'Buenas, ¿qué precio tendrían 40 camisetas con el escudo de nuestro club de montaña?',
        at: -30 * 24 * 60,
      },
      {
        author: 'support',
        body: 'Hola Ana, te hemos enviado el presupuesto por correo: 40 camisetas con el escudo a 9,90 € cada una. Cerramos la consulta; escríbenos cuando queráis hacer el pedido.',
        at: -29 * 24 * 60,
      },
    ],
  },
];
