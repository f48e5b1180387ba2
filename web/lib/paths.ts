// The app's own addresses of things that many features link to (spec §2 routes), built in one place.

/** spec §2: /group-hookups/details/{uuid} */
export const detailsPath = (uuid: string) => `/group-hookups/details/${uuid}`;
