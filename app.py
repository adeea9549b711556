"""Home page of the Brisca teaching app (the frame and pages come with the app's issue)."""

import streamlit as st

st.title("Brisca")
