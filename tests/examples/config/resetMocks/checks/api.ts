export const fetchUser = (id: number) => ({ id, name: 'real' });
export const fetchTeam = () => 'real team';
