/** The draft name of a car's refused edit, shared by its post and its page. */
export const carEditForm = (id: string | number) => `car-${id}`;
