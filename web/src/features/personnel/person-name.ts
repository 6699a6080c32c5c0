/** 'Karim Alaoui': how the assignments name a person. */
export const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
