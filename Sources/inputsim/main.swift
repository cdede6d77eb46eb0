// Placeholder until the CLI lands.
print("inputsim")
