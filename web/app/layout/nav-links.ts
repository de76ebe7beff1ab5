export interface NavLink {
  label: string;
  to: string;
  emphasis?: 'outlined' | 'contained';
}

export const userLinks: NavLink[] = [
  { label: 'Account', to: '/account' },
  { label: 'Aiuto', to: '/help' },
];

/** The administrator also reaches the back office (the page is titled 'Amministrazione'). */
export const adminLinks: NavLink[] = [{ label: 'Amministrazione', to: '/admin' }, ...userLinks];

export function visitorLinks(narrow: boolean): NavLink[] {
  return [
    { label: 'Sei un Professionista?', to: narrow ? '/register?op=true' : '/why' },
    { label: 'Accedi', to: '/login', emphasis: 'outlined' },
    { label: 'Registrati', to: '/register', emphasis: 'contained' },
  ];
}
